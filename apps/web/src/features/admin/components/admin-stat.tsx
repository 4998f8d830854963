import type { ReactNode } from 'react';

/** One figure of an admin page, as a card: its label, the value, and a line on what it counts. */
export function Stat({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <dt className="font-semibold text-slate-600 text-xs uppercase tracking-wider sm:text-sm">
        {label}
      </dt>
      <dd className="mt-2 font-black text-2xl text-slate-950 tabular-nums tracking-tight sm:text-3xl">
        {value}
      </dd>
      <dd className="mt-1 text-slate-600 text-sm">{note}</dd>
    </div>
  );
}
