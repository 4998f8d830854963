import type { ReactNode } from 'react';

/** A view's numbers as a table: a caption, column heads, and a row head per row. */
export function InsightTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    // Focusable, so keyboard users can scroll a wide table sideways (axe: scrollable-region).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={`${caption}, table`}
      className="overflow-x-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-950">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                  <th key={i} scope="row" className="px-3 py-2 font-normal text-slate-950">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                  <td key={i} className="px-3 py-2 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
