import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/text-field.tsx';

type TEmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'
>;

/** The Email field of the sign-up, log-in and forgot-password forms. */
export function EmailField(props: TEmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
