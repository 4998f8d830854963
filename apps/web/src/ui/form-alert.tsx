import type { ReactNode } from 'react';

/** A form's outcome in words: errors in red (announced), confirmations in green. */
export function FormAlert({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900'
      } ${className}`}
    >
      {children}
    </div>
  );
}

/** The small spinner inside a busy button; the button keeps its label. */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
