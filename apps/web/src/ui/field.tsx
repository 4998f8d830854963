import { type ComponentProps, type ReactNode, useId } from 'react';
import { controlClass, FIELD_ERROR_CLASS } from './form-classes.ts';

type TFieldFrameProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shown at the right of the label (a "Forgot password?" link). */
  aside?: ReactNode;
  className?: string;
  children: (ids: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** Label, hint and error around any control, wired for screen readers (TextField, …). */
export function FieldFrame({
  label,
  hint,
  error,
  aside,
  className = '',
  children,
}: TFieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="font-semibold text-slate-900 text-sm">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-slate-500 text-xs">
            {hint}
          </span>
        )}
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className={FIELD_ERROR_CLASS}>
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
    </div>
  );
}

export { controlClass };

type TCommon = { label: string; hint?: string | undefined; error?: string | undefined };

export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  inputClassName = 'min-h-24',
  ...props
}: TCommon & Omit<ComponentProps<'textarea'>, 'id'> & { inputClassName?: string }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(ids) => <textarea {...ids} className={controlClass(error, inputClassName)} {...props} />}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className = '',
  children,
  ...props
}: TCommon & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <select {...ids} className={controlClass(error)} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
