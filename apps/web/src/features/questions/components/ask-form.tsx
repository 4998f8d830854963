import { formatClock } from '@thinkbuild/core/clock';
import { ZAskQuestion } from '@thinkbuild/core/schemas/questions';
import { type FormEvent, useState } from 'react';
import { checkDraft, errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { myExerciseCode, useAsk } from '../api/questions-api.ts';

/**
 * Ask about the lesson: a title and a Markdown body, and, when ticked, the learner's exercise
 * code and the video moment they are at (taken when they press Ask).
 */
export function AskForm({
  lessonId,
  hasExercise,
  videoTime,
  onAsked,
  onCancel,
}: {
  lessonId: string;
  hasExercise: boolean;
  videoTime: () => number | null;
  onAsked: (id: string) => void;
  onCancel: () => void;
}) {
  const ask = useAsk(lessonId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const moment = videoTime();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage('');
    const code = form.get('attachCode') ? await myExerciseCode(lessonId).catch(() => null) : null;
    const at = form.get('attachMoment') ? videoTime() : null;
    const checked = checkDraft(ZAskQuestion, {
      title: String(form.get('title') ?? ''),
      body: String(form.get('body') ?? ''),
      code: code?.code ?? null,
      codeLanguage: code?.language ?? null,
      momentSeconds: at === null ? null : Math.floor(at),
    });
    setErrors(checked.errors);
    if (!checked.input) return;
    try {
      const { id } = await ask.mutateAsync(checked.input);
      onAsked(id);
    } catch (error) {
      const failed = errorsOfSave(error);
      setErrors(failed.fields);
      setMessage(failed.message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Ask a question">
      {message && <FormAlert>{message}</FormAlert>}
      <TextField label="Title" name="title" error={errors.title} maxLength={150} required />
      <TextAreaField
        label="Your question"
        name="body"
        hint="Markdown: put code between ``` lines"
        error={errors.body}
        inputClassName="min-h-32 font-mono text-sm"
        required
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {hasExercise && (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="attachCode" /> Attach my code
          </label>
        )}
        {moment !== null && (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="attachMoment" /> Attach the video moment (
            {formatClock(moment)})
          </label>
        )}
      </div>
      {errors.code && <FormAlert>{errors.code}</FormAlert>}
      <div className="flex gap-2">
        <Button type="submit" busy={ask.isPending}>
          Ask
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
