import { HANDLE_MAX, handleProblem } from '@thinkbuild/core/sites';
import { type FormEvent, useId, useState } from 'react';
import { usePublish, useSetHandle } from '../../../entities/workspace/site-api.ts';
import type { TProjectRef } from '../../../entities/workspace/workspace-api.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type TProps = {
  open: boolean;
  project: TProjectRef;
  handle: string | null;
  /** The sites origin and this project's folder there: the address shown as it is typed. */
  address: { base: string; site: string };
  /** Already online: this publishes the files as they are now, over the copy there. */
  republish: boolean;
  onClose: () => void;
  onPublished: (url: string) => void;
};

/**
 * Publish: the learner's address first (once, for every project), then the copy goes online.
 * What is published is a copy of the files now: later edits stay private until published again.
 */
export function PublishDialog({
  open,
  project,
  handle,
  address,
  republish,
  onClose,
  onPublished,
}: TProps) {
  const titleId = useId();
  const leadId = useId();
  const [wanted, setWanted] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const setHandle = useSetHandle(project);
  const publish = usePublish(project);
  const [error, setError] = useState<string | null>(null);
  const busy = setHandle.isPending || publish.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!handle) {
      const chosen = wanted.trim().toLowerCase();
      const problem = handleProblem(chosen);
      if (problem) {
        setFieldError(problem);
        return;
      }
      try {
        await setHandle.mutateAsync(chosen);
      } catch (failure) {
        const { fields, message } = errorsOfSave(failure);
        setFieldError(fields.handle ?? message);
        return;
      }
    }
    try {
      const status = await publish.mutateAsync();
      if (status.site) onPublished(status.site.url);
    } catch (failure) {
      setError(errorsOfSave(failure).message);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={leadId}>
      <form onSubmit={submit} noValidate className="p-6 sm:p-8">
        <h2 id={titleId} className="font-extrabold text-slate-950 text-xl tracking-tight">
          {republish ? 'Publish your changes' : 'Publish your project'}
        </h2>
        <p id={leadId} className="mt-2 text-slate-600">
          {republish
            ? 'The copy online is replaced by your files as they are now.'
            : 'A copy of your files as they are now goes online at a public address anyone can open. Later edits stay private until you publish again, and you can take it down at any time.'}
        </p>
        {!handle && (
          <TextField
            className="mt-5"
            label="Your address"
            hint={`3 to ${HANDLE_MAX} lowercase letters, digits or hyphens. Every project you publish opens under it.`}
            value={wanted}
            onChange={(e) => {
              setWanted(e.target.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            autoCapitalize="off"
            autoComplete="off"
            spellCheck={false}
            maxLength={HANDLE_MAX + 10}
          />
        )}
        <p className="mt-3 break-all text-slate-600 text-sm">
          Its address:{' '}
          <span className="font-mono text-slate-900">
            {address.base}/{handle ?? (wanted.trim().toLowerCase() || 'your-address')}/
            {address.site}/
          </span>
        </p>
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {republish ? 'Publish changes' : 'Publish'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
