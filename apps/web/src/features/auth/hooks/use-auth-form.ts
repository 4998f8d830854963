import { type FormEvent, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { hasErrors, type TFieldErrors } from '../utils/validate.ts';

type TChange = (event: { target: { value: string } }) => void;

/**
 * The text fields of an auth form: nothing is marked until the first submit, then each field
 * shows its problem as it is typed. A submit with a problem sends nothing and puts the cursor in
 * the first field marked. `onEdit` runs before a field takes a typed value.
 */
export function useAuthForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => TFieldErrors<K>,
  onEdit?: (field: K) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: TFieldErrors<K> = submitted ? validate(values) : {};

  const submit = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validate(values))) return focusFirstInvalid(formRef.current);
    send();
  };

  const set =
    (field: K): TChange =>
    (event) => {
      onEdit?.(field);
      setValues((v) => ({ ...v, [field]: event.target.value }));
    };

  return { formRef, values, errors, submit, set };
}
