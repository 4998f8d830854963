import type { ReactNode } from 'react';
import { Link } from 'react-router';

const CARD = 'flex h-full flex-col rounded-2xl border p-6 shadow-sm';

/**
 * A catalog card's list item: a link when its course or track is open, otherwise an inactive
 * card (dashed, not focusable) that shows the same body.
 */
export function CardShell({ to, children }: { to: string | null; children: ReactNode }) {
  return (
    <li>
      {to ? (
        <Link
          to={to}
          className={`group ${CARD} border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md`}
        >
          {children}
        </Link>
      ) : (
        <div
          aria-disabled="true"
          className={`${CARD} cursor-not-allowed border-slate-200 border-dashed bg-slate-50`}
        >
          {children}
        </div>
      )}
    </li>
  );
}
