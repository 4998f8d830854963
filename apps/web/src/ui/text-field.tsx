import type { ComponentProps, ReactNode } from 'react';
import { controlClass, FieldFrame } from './field.tsx';

type TTextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'aria-describedby'> & {
  label: string;
  /** Shown beside the label and read with the field ("At least 8 characters"). */
  hint?: string;
  /** Shown in red under the field, read with it, and marks it invalid. */
  error?: string | undefined;
  /** Something to show at the right of the label instead of a hint (a "Forgot password?" link). */
  aside?: ReactNode;
};

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({
  label,
  hint,
  error,
  aside,
  className = '',
  ...input
}: TTextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} aside={aside} className={className}>
      {(ids) => <input {...ids} className={controlClass(error)} {...input} />}
    </FieldFrame>
  );
}
