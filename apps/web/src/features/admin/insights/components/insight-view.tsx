import { type ReactNode, useId, useState } from 'react';
import { buttonClass } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';

type TProps = {
  title: string;
  lead: string;
  /** The CSV of the same numbers, or undefined while there is nothing to download. */
  csvUrl: string | undefined;
  chart: ReactNode;
  /** The table view: what screen readers read, and what "Show table" shows. */
  table: ReactNode;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What to say instead of the view (nothing chosen yet). */
  empty?: string | undefined;
  /** How the figures were counted: the days the nightly rollup reached, and when it ran. */
  rolledUp?: { through: string; at: string } | null | undefined;
};

const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
const momentText = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Where the figures come from: the nightly count up to a day, the later days as they stand. */
function countedText(rolledUp: TProps['rolledUp']) {
  if (!rolledUp) return 'Counted as it stands now.';
  return `Days up to ${dayText(rolledUp.through)} as counted on ${momentText(rolledUp.at)} (counted each night); later days as they stand now.`;
}

/**
 * One Insights view: its heading, the chart or (when asked) its table, and the CSV. The table is
 * always in the page; under the chart it is visually hidden, so a screen reader reads the
 * numbers, never the drawing (decisions/046).
 */
export function InsightView({ title, lead, csvUrl, chart, table, state, empty, rolledUp }: TProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const body = () => {
    if (empty) return <p className="text-slate-600">{empty}</p>;
    if (state.isError) return <LoadError what={title} retry={() => void state.refetch()} />;
    if (state.isPending) return <p className="text-slate-600">Loading…</p>;
    return (
      <>
        {!asTable && chart}
        <div className={asTable ? '' : 'sr-only'}>{table}</div>
        {rolledUp !== undefined && (
          <p className="mt-3 text-slate-500 text-xs">{countedText(rolledUp)}</p>
        )}
      </>
    );
  };
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="font-bold text-slate-950 text-xl">
            {title}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">{lead}</p>
        </div>
        {!empty && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              aria-pressed={asTable}
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? 'Show chart' : 'Show table'}
            </button>
            {csvUrl && (
              <a className={buttonClass('secondary', 'md')} href={csvUrl} download>
                CSV<span className="sr-only"> of {title.toLowerCase()}</span>
              </a>
            )}
          </div>
        )}
      </div>
      <div className="mt-4" aria-busy={state.isPending || undefined}>
        {body()}
      </div>
    </section>
  );
}
