import type { ReactNode } from 'react';
import { formAlertClass, spinnerClass } from './form-classes.ts';

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
    <div role={tone === 'error' ? 'alert' : 'status'} className={formAlertClass(tone, className)}>
      {children}
    </div>
  );
}

/** The small spinner inside a busy button; the button keeps its label. */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <span aria-hidden="true" className={spinnerClass(className)} />;
}
