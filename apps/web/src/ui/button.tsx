import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Spinner } from './form-alert.tsx';

type TVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';
type TSize = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const VARIANTS: Record<TVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  light: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};
const SIZES: Record<TSize, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export const buttonClass = (variant: TVariant = 'primary', size: TSize = 'md', extra = '') =>
  `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();

type TStyle = { variant?: TVariant; size?: TSize };

/**
 * `busy`: the action is under way: the button is disabled, says so to screen readers
 * (`aria-busy`) and shows a spinner before its label.
 */
export function Button({
  variant,
  size,
  className,
  busy,
  disabled,
  children,
  ...props
}: ComponentProps<'button'> & TStyle & { busy?: boolean }) {
  return (
    <button
      type="button"
      className={buttonClass(variant, size, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation stays a real link for keyboard and crawlers). */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & TStyle) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
