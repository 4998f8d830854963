import { formatMoment, NOTE_BODY_MAX, NOTE_MESSAGES } from '@thinkbuild/core/notes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';

type TProps = {
  /** The moment the note is at. */
  seconds: number;
  initial?: string;
  /** Editing: the moment the video is at now, offered as "Move to 1:23". */
  moveTo?: number;
  saveLabel: string;
  onSave: (body: string, seconds: number) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A note's text at a moment: short Markdown, checked against the same limit as the server (whose
 * field message shows here too). Empty saves a bookmark. An edit can move the note to the moment
 * the video is at now.
 */
export function NoteForm({ seconds, initial = '', moveTo, saveLabel, onSave, onCancel }: TProps) {
  const [at, setAt] = useState(seconds);
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector('textarea')?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim().length > NOTE_BODY_MAX) return setError(NOTE_MESSAGES.tooLong);
    setBusy(true);
    setError(undefined);
    try {
      await onSave(body.trim(), at);
    } catch (failure) {
      const { fields, message } = errorsOfSave(failure);
      setError(fields.body ?? message);
      setBusy(false);
    }
  };

  const left = NOTE_BODY_MAX - body.trim().length;
  return (
    <form
      ref={ref}
      onSubmit={submit}
      aria-label={`Note at ${formatMoment(at)}`}
      className="space-y-3"
    >
      <TextAreaField
        label={`Note at ${formatMoment(at)}`}
        hint={left < 100 ? `${left} characters left` : 'Markdown: **bold**, `code`, lists'}
        error={error}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
        rows={3}
        placeholder="Leave it empty for a bookmark"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {saveLabel}
        </Button>
        {moveTo !== undefined && moveTo !== at && (
          <Button variant="secondary" onClick={() => setAt(moveTo)} disabled={busy}>
            Move to {formatMoment(moveTo)}
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
