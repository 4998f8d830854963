import { type ComponentProps, type ReactNode, useId } from 'react';

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
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-950 shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-600 ${
          error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
    </div>
  );
}
