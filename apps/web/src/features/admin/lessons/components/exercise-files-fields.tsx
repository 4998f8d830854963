import { EXERCISE_LANGUAGES, EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import { Button } from '../../../../ui/button.tsx';
import { SelectField, TextAreaField } from '../../../../ui/field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import {
  canAddFile,
  EXERCISE_PREFIX,
  languageOfName,
  newFile,
  type TFileDraft,
  type TFileList,
} from './exercise-draft.ts';
import { LanguageOptions } from './language-options.tsx';

type TProps = {
  list: TFileList;
  title: string;
  hint: string;
  files: TFileDraft[];
  errors: Record<string, string>;
  /** The new list, and the fields it touched (their errors go). */
  onChange: (files: TFileDraft[], ...touched: string[]) => void;
};

/** Starter or solution files: each a name, a language and its content; 1 to 6, one of them HTML. */
export function ExerciseFilesFields({ list, title, hint, files, errors, onChange }: TProps) {
  const key = (i: number, field: string) => `${list}.${i}.${field}`;
  const error = (i: number, field: string) => errors[`${EXERCISE_PREFIX}${key(i, field)}`];
  const update = (i: number, patch: Partial<TFileDraft>, field: string) =>
    onChange(
      files.map((f, j) => (j === i ? { ...f, ...patch } : f)),
      key(i, field),
      list,
    );
  const listError = errors[`${EXERCISE_PREFIX}${list}`];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold text-slate-950">{title}</legend>
      <p className="text-slate-600 text-sm">{hint}</p>
      {listError && (
        <p className="flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true">⚠</span>
          {listError}
        </p>
      )}
      <ol className="space-y-3">
        {files.map((f, i) => (
          <li
            key={f.key}
            className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
          >
            <div className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
              <TextField
                label="File name"
                value={f.name}
                error={error(i, 'name')}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => {
                  const name = e.target.value;
                  // A name that says its language sets it: `app.js` is JavaScript.
                  const language = languageOfName(name) ?? f.language;
                  update(i, { name, language }, 'name');
                }}
              />
              <SelectField
                label="Language"
                value={f.language}
                error={error(i, 'language')}
                onChange={(e) =>
                  update(i, { language: e.target.value as TFileDraft['language'] }, 'language')
                }
              >
                <LanguageOptions languages={EXERCISE_LANGUAGES} />
              </SelectField>
              <Button
                variant="ghost"
                className="justify-self-start sm:mt-7"
                disabled={files.length <= EXERCISE_LIMITS.files.min}
                aria-label={`Remove ${f.name || `file ${i + 1}`} from the ${title.toLowerCase()}`}
                onClick={() =>
                  onChange(
                    files.filter((_, j) => j !== i),
                    list,
                  )
                }
              >
                Remove
              </Button>
            </div>
            <TextAreaField
              label={`Content of ${f.name || `file ${i + 1}`}`}
              value={f.content}
              error={error(i, 'content')}
              inputClassName="min-h-40 font-mono text-sm"
              spellCheck={false}
              autoCapitalize="off"
              wrap="off"
              onChange={(e) => update(i, { content: e.target.value }, 'content')}
            />
          </li>
        ))}
      </ol>
      {canAddFile(files) ? (
        <Button variant="secondary" onClick={() => onChange([...files, newFile(files)], list)}>
          Add a file
        </Button>
      ) : (
        <p className="text-slate-600 text-sm">{EXERCISE_LIMITS.files.max} files at most.</p>
      )}
    </fieldset>
  );
}
