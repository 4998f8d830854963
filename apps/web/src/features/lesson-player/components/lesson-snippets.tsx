import { formatClock } from '@thinkbuild/core/clock';
import type { TSnippet } from '@thinkbuild/core/schemas/lesson-text';
import { CodeBox } from '../../../ui/code-box.tsx';

type TProps = {
  snippets: TSnippet[];
  /** Seeks the player; absent when the video is not loaded (reading instead of watching). */
  onSeek?: ((seconds: number) => void) | undefined;
  /** Inside a tab, which names it: the heading is for screen readers only. */
  inTab?: boolean;
};

/** The lesson's code (a tab under the player): the blog's code box, and "at 1:24" to jump there. */
export function LessonSnippets({ snippets, onSeek, inTab = false }: TProps) {
  if (snippets.length === 0) return null;
  return (
    <section aria-labelledby="lesson-code" className="space-y-4">
      <h2 id="lesson-code" className={inTab ? 'sr-only' : 'font-bold text-lg text-slate-950'}>
        Code in this lesson
      </h2>
      {snippets.map((snippet) => (
        <div key={snippet.id} className="space-y-1.5">
          {snippet.timeSeconds !== null &&
            (onSeek ? (
              <button
                type="button"
                onClick={() => onSeek(snippet.timeSeconds ?? 0)}
                aria-label={`Play the video at ${formatClock(snippet.timeSeconds)}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 text-xs hover:bg-brand-100"
              >
                <span aria-hidden="true">▶</span> at {formatClock(snippet.timeSeconds)}
              </button>
            ) : (
              <p className="font-semibold text-slate-600 text-xs">
                at {formatClock(snippet.timeSeconds)} in the video
              </p>
            ))}
          <CodeBox code={snippet.code} language={snippet.language} />
        </div>
      ))}
    </section>
  );
}
