import { type FormEvent, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';

/**
 * One text box and its button (an answer, an edit, a report): sends the text, shows the server's
 * message for the field under it, and empties itself after a success.
 */
export function TextForm({
  label,
  field,
  submitLabel,
  busy,
  onSend,
  defaultValue,
  hint,
  tall = false,
}: {
  label: string;
  /** The body field's name in the server's 400 (`body`, `reason`). */
  field: string;
  submitLabel: string;
  busy: boolean;
  onSend: (text: string) => Promise<unknown>;
  defaultValue?: string;
  hint?: string;
  tall?: boolean;
}) {
  const [error, setError] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError('');
    try {
      await onSend(String(new FormData(form).get(field) ?? ''));
      form.reset();
    } catch (e) {
      const failed = errorsOfSave(e);
      setError(failed.fields[field] ?? failed.message);
    }
  }
  return (
    <form onSubmit={submit} className="space-y-2" aria-label={label}>
      <TextAreaField
        label={label}
        name={field}
        hint={hint}
        defaultValue={defaultValue}
        error={error || undefined}
        inputClassName={tall ? 'min-h-24 font-mono text-sm' : 'min-h-16'}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
