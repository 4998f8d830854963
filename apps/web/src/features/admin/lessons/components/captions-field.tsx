import { useId } from 'react';
import { controlClass } from '../../../../ui/field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import type { TLessonTextDraft } from '../hooks/use-lesson-text-draft.ts';

/** The captions file (WebVTT) and its language; the server checks the file when the lesson saves. */
export function CaptionsField({ text }: { text: TLessonTextDraft }) {
  const id = useId();
  const error = text.errors.vtt;
  const { current } = text;
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900 text-sm">
          Captions file
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-slate-500 text-xs">
          WebVTT (.vtt), up to 256 KB. Learners see them as captions and as a searchable transcript.
        </p>
        <input
          id={id}
          type="file"
          accept=".vtt,text/vtt"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => text.chooseFile(e.target.files?.[0] ?? null)}
          className={controlClass(
            error,
            'file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-700 file:text-sm',
          )}
        />
        {current && !text.file && (
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 text-slate-600 text-sm">
            {text.removeCaptions ? (
              <span>The captions will be removed when you save.</span>
            ) : (
              <span>
                Current captions: {current.cueCount} lines ({current.language}). Choose a file to
                replace them.
              </span>
            )}
            <button
              type="button"
              onClick={() => text.setRemoveCaptions(!text.removeCaptions)}
              className="font-semibold text-brand-700 underline"
            >
              {text.removeCaptions ? 'Keep them' : 'Remove captions'}
            </button>
          </p>
        )}
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm"
          >
            <span aria-hidden="true">⚠</span>
            {error}
          </p>
        )}
      </div>
      <TextField
        label="Captions language"
        hint="e.g. en, en-ZA"
        value={text.language}
        error={text.errors.language}
        onChange={(e) => text.setLanguage(e.target.value)}
      />
    </div>
  );
}
