import { formatLength } from '@thinkbuild/core/course-pages';
import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { buttonClass } from '../../../ui/button.tsx';

type TPreview = NonNullable<TCourseOverview['preview']>;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/**
 * The free preview lesson, written as HTML the preview island (preview-island.ts) brings to
 * life: it asks the server for the video (a visitor may open this lesson only) and sends the
 * quiz to be scored. Without script the text, transcript and questions still read.
 */
export function PreviewLesson({ preview }: { preview: TPreview }) {
  return (
    <section
      id="preview"
      aria-labelledby="preview-title"
      className="mt-12 scroll-mt-20"
      data-preview={preview.id}
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
        Free preview · no account needed
      </p>
      <h2 id="preview-title" className="mt-1 font-bold text-2xl text-slate-950 tracking-tight">
        {preview.title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {SECTION_LABELS[preview.section]}
        {preview.durationSeconds ? ` · ${formatLength(preview.durationSeconds)}` : ''}
      </p>
      <div className="mt-4 overflow-hidden rounded-2xl bg-[#0f172a] shadow-sm">
        {/* biome-ignore lint/a11y/useMediaCaption: the transcript below carries the words. */}
        <video
          data-preview-video
          controls
          playsInline
          preload="none"
          aria-label={`Preview: ${preview.title}`}
          className="aspect-video w-full"
        />
      </div>
      <p data-preview-status className="mt-2 text-slate-600 text-sm" aria-live="polite" />
      {preview.description && (
        <p className="mt-4 text-slate-700 leading-7">{preview.description}</p>
      )}
      {preview.transcript.length > 0 && (
        <details className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-950">Transcript</summary>
          <ol className="mt-3 space-y-1 text-slate-700 text-sm">
            {preview.transcript.map((cue) => (
              <li key={cue.start} className="flex gap-3">
                <span className="w-10 shrink-0 text-slate-500 tabular-nums">
                  {clock(cue.start)}
                </span>
                <span>{cue.text}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {preview.questions.length > 0 && <PreviewQuiz preview={preview} />}
    </section>
  );
}

function PreviewQuiz({ preview }: { preview: TPreview }) {
  return (
    <form
      data-preview-quiz
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="preview-quiz-title"
    >
      <h3 id="preview-quiz-title" className="font-bold text-slate-950 text-xl">
        Check what you learned
      </h3>
      <p className="mt-1 text-slate-600 text-sm">
        Five questions. Your answers are checked but not kept: sign up to save your progress.
      </p>
      <ol className="mt-4 space-y-6">
        {preview.questions.map((q, qi) => (
          <li key={q.position}>
            <fieldset data-question={qi}>
              <legend className="font-semibold text-slate-950">
                {qi + 1}. {q.question}
              </legend>
              <div className="mt-2 grid gap-2">
                {q.options.map((option, oi) => (
                  <label
                    key={option}
                    data-option={oi}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3 py-2 text-slate-800 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                  >
                    <input type="radio" name={`q${qi}`} value={oi} required className="mt-1" />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
              <p data-explanation className="mt-2 text-sm" hidden />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'lg')}>
          Check my answers
        </button>
      </div>
      <div
        data-quiz-result
        hidden
        role="status"
        className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5"
      >
        <p data-quiz-score className="font-bold text-lg text-slate-950" />
        <p className="mt-1 text-slate-700">
          Sign up free to keep your score, unlock every Build lesson and pick up where you left off.
        </p>
        <a href="/signup" className={buttonClass('primary', 'lg', 'mt-4')}>
          Sign up free
        </a>
      </div>
    </form>
  );
}
