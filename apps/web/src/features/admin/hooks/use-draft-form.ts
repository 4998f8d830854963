import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';

type TChecked<TInput> = { input: TInput | null; errors: Record<string, string> };

/**
 * An editor form saved in one request: nothing is marked until the first submit, then every
 * change checks the draft again; a refused draft or a refused save puts the cursor in the first
 * field marked, and a save refused for no field shows its message above the button.
 */
export function useDraftForm<TDraft, TInput, TSaved>({
  initial,
  validate,
  save,
  onSaved,
}: {
  initial: TDraft | (() => TDraft);
  validate: (draft: TDraft) => TChecked<TInput>;
  save: UseMutationResult<TSaved, Error, TInput>;
  onSaved: (saved: TSaved) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const change = (next: TDraft) => {
    setDraft(next);
    if (tried) setErrors(validate(next).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const { input, errors: found } = validate(draft);
    setErrors(found);
    if (!input) return focusFirstInvalid(event.currentTarget);
    const form = event.currentTarget;
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        const { fields, message } = errorsOfSave(error);
        setErrors(fields);
        setFormError(message);
        focusFirstInvalid(form);
      },
    });
  };

  return { draft, change, errors, formError, submit, busy: save.isPending };
}
