import { TextField } from '../../../ui/text-field.tsx';

type TChange = (event: { target: { value: string } }) => void;

/** A new password and its confirmation (sign-up, and the reset-password page). */
export function NewPasswordFields({
  labels,
  values,
  onChange,
  errors,
}: {
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm') => TChange;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
        required
      />
      <TextField
        label={labels.confirm}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={onChange('confirm')}
        error={errors.confirm}
        required
      />
    </>
  );
}
