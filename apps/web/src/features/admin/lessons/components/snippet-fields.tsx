import { MAX_SNIPPETS, SNIPPET_LANGUAGES } from '@thinkbuild/core/schemas/lesson-text';
import { Button } from '../../../../ui/button.tsx';
import { CodeBox } from '../../../../ui/code-box.tsx';
import { SelectField, TextAreaField } from '../../../../ui/field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import {
  newSnippet,
  type TLessonTextDraft,
  type TSnippetDraft,
} from '../hooks/use-lesson-text-draft.ts';
import { LanguageOptions } from './language-options.tsx';

/** The lesson's code snippets, each with its language, optional time and a live preview. */
export function SnippetFields({ text }: { text: TLessonTextDraft }) {
  const { snippets, errors } = text;
  const update = (i: number, patch: Partial<TSnippetDraft>) =>
    text.setSnippets(snippets.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) => {
    const next = [...snippets];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    text.setSnippets(next);
  };
  return (
    <fieldset className="space-y-4">
      <legend className="font-bold text-lg text-slate-950">Code snippets</legend>
      <p className="text-slate-600 text-sm">
        Shown under the player with a Copy button. With a time (seconds or m:ss), learners can jump
        to that moment of the video.
      </p>
      {errors.snippets && <p className="text-red-700 text-sm">{errors.snippets}</p>}
      <ol className="space-y-4">
        {snippets.map((s, i) => (
          <li
            key={s.key}
            className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 lg:grid-cols-2"
          >
            <div className="min-w-0 space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">Snippet {i + 1}</p>
                <div className="flex gap-1">
                  <Button variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                    Up
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={i === snippets.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Remove snippet ${i + 1}`}
                    onClick={() => text.setSnippets(snippets.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-4">
                <SelectField
                  label="Language"
                  value={s.language}
                  error={errors[`snippets.${i}.language`]}
                  onChange={(e) =>
                    update(i, { language: e.target.value as TSnippetDraft['language'] })
                  }
                >
                  <LanguageOptions languages={SNIPPET_LANGUAGES} />
                </SelectField>
                <TextField
                  label="Time in video"
                  hint="optional"
                  placeholder="1:24"
                  inputMode="numeric"
                  value={s.time}
                  error={errors[`snippets.${i}.timeSeconds`]}
                  onChange={(e) => update(i, { time: e.target.value })}
                />
              </div>
              <TextAreaField
                label="Code"
                value={s.code}
                error={errors[`snippets.${i}.code`]}
                inputClassName="min-h-40 font-mono text-sm"
                spellCheck={false}
                wrap="off"
                onChange={(e) => update(i, { code: e.target.value })}
              />
            </div>
            <div className="min-w-0">
              <p className="mb-1.5 font-semibold text-slate-900 text-sm">Preview</p>
              {s.code.trim() ? (
                <CodeBox code={s.code} language={s.language} />
              ) : (
                <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-500 text-sm">
                  The code box appears here as learners will see it.
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {snippets.length < MAX_SNIPPETS && (
        <Button variant="secondary" onClick={() => text.setSnippets([...snippets, newSnippet()])}>
          Add a snippet
        </Button>
      )}
    </fieldset>
  );
}
