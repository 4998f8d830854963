import type { ReactNode } from 'react';

const TH_CLASS = 'px-3 py-2.5 font-semibold sm:px-4';
export const TD = 'px-3 py-3 align-top sm:px-4';
/** A column only wide screens show; on a phone its value sits under the row's first cell. */
export const WIDE = 'hidden sm:table-cell';

export type THead = { label: string; wide?: boolean };

/** A table named by its caption; the columns marked wide fold into the first cell on a phone. */
export function Table({
  label,
  head,
  children,
}: {
  label: string;
  head: THead[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-950">
          <tr>
            {head.map((h) => (
              <th key={h.label} scope="col" className={`${TH_CLASS} ${h.wide ? WIDE : ''}`}>
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A row's first cell: what the row is about, and under it, on a phone only, the values of the
 * wide columns it hides.
 */
export function RowHead({ children, folded }: { children: ReactNode; folded: ReactNode }) {
  return (
    <th scope="row" className={`${TD} font-normal text-slate-950`}>
      {children}
      <span className="mt-1 block font-normal text-slate-600 sm:hidden">{folded}</span>
    </th>
  );
}

/** What a table says in its place when it has no rows. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm ring-1 ring-slate-200">
    {children}
  </p>
);

/** November 23, 2026, 15:04 (UTC): a job or a payment event needs the time, not just the day. */
export const utcTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
