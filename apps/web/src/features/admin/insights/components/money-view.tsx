import * as Plot from '@observablehq/plot';
import { formatMoney } from '@thinkbuild/core/format';
import { countText } from '@thinkbuild/core/insights';
import type { TInsightsMoney } from '@thinkbuild/core/schemas/insights';
import { useCallback } from 'react';
import { useMoney } from '../api/get-money.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

type TMonth = TInsightsMoney['months'][number];
const SERIES = [
  { key: 'offerRevenue', name: 'Offer', className: 'text-brand-600' },
  { key: 'passRevenue', name: 'Passes', className: 'text-emerald-600' },
  { key: 'refunds', name: 'Refunds', className: 'text-red-600' },
] as const;
/** "Mar": a month's short name, for a narrow axis. */
const short = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleString('en-ZA', { month: 'short', timeZone: 'UTC' });

function Chart({ months, kind }: { months: TMonth[]; kind: 'mrr' | 'subscribers' | 'revenue' }) {
  const draw = useCallback(
    (width: number): Plot.PlotOptions => {
      // On a phone, every other month's name: twelve do not fit in 375 px.
      const every = width < 560 ? 2 : 1;
      const tick = (m: string, i: number) => (i % every === 0 ? short(m) : '');
      const x = { label: null, domain: months.map((m) => m.month), tickFormat: tick } as const;
      if (kind === 'mrr')
        return {
          height: 200,
          x: { ...x, type: 'point' },
          y: {
            label: 'MRR (R)',
            grid: true,
            domain: [0, Math.max(1, ...months.map((m) => m.mrr / 100))],
          },
          marks: [
            Plot.lineY(months, {
              x: 'month',
              y: (m) => m.mrr / 100,
              stroke: 'currentColor',
              className: 'text-brand-600',
              strokeWidth: 2.5,
            }),
            Plot.dot(months, {
              x: 'month',
              y: (m) => m.mrr / 100,
              fill: 'currentColor',
              className: 'text-brand-600',
            }),
            Plot.ruleY([0]),
          ],
        };
      if (kind === 'subscribers') {
        const rows = months.flatMap((m) => [
          { month: m.month, kind: 'New', n: m.newSubscribers ?? 0 },
          { month: m.month, kind: 'Lost', n: -(m.lostSubscribers ?? 0) },
        ]);
        // A quiet year (every count under 5) still gets a readable scale.
        const top = Math.max(5, ...rows.map((r) => Math.abs(r.n)));
        return {
          height: 200,
          x,
          y: { label: 'Subscribers (new up, lost down)', grid: true, domain: [-top, top] },
          marks: [
            Plot.barY(
              rows.filter((r) => r.kind === 'New'),
              { x: 'month', y: 'n', fill: 'currentColor', className: 'text-emerald-600' },
            ),
            Plot.barY(
              rows.filter((r) => r.kind === 'Lost'),
              { x: 'month', y: 'n', fill: 'currentColor', className: 'text-red-600' },
            ),
            Plot.ruleY([0]),
          ],
        };
      }
      const rows = months.flatMap((m) =>
        SERIES.map((s) => ({ month: m.month, name: s.name, value: m[s.key] / 100 })),
      );
      const top = Math.max(1, ...rows.map((r) => r.value));
      // Grouped bars: a facet per month, the three series side by side in it.
      return {
        height: 220,
        marginBottom: 30,
        fx: { label: null, domain: months.map((m) => m.month), tickFormat: tick, padding: 0.2 },
        x: { axis: null, domain: SERIES.map((s) => s.name), padding: 0.1 },
        y: { label: 'Rand', grid: true, domain: [0, top] },
        marks: [
          ...SERIES.map((s) =>
            Plot.barY(
              rows.filter((r) => r.name === s.name),
              { fx: 'month', x: 'name', y: 'value', fill: 'currentColor', className: s.className },
            ),
          ),
          Plot.ruleY([0]),
        ],
      };
    },
    [months, kind],
  );
  return <PlotChart draw={draw} />;
}

/** The last 12 months of money, counted as /admin/billing counts it. */
export function MoneyView() {
  const query = useMoney();
  const months = query.data?.months ?? [];
  const currency = query.data?.currency ?? 'ZAR';
  const money = (n: number) => formatMoney(n, currency);
  return (
    <InsightView
      title="Money"
      lead="The last 12 months by the site’s calendar: monthly recurring revenue (this month’s is /admin/billing’s figure), subscribers gained and lost, and once-off revenue: the offer (blue), passes (green) and refunds (red)."
      csvUrl={insightsCsvUrl('money', '')}
      state={query}
      chart={
        <div className="grid gap-6">
          <Chart months={months} kind="mrr" />
          <Chart months={months} kind="subscribers" />
          <Chart months={months} kind="revenue" />
        </div>
      }
      table={
        <InsightTable
          caption="Money by month"
          head={[
            'Month',
            'MRR',
            'New subscribers',
            'Lost subscribers',
            'Offer revenue',
            'Pass revenue',
            'Refunds',
          ]}
          rows={months.map((m) => ({
            key: m.month,
            cells: [
              m.month,
              money(m.mrr),
              countText(m.newSubscribers),
              countText(m.lostSubscribers),
              money(m.offerRevenue),
              money(m.passRevenue),
              money(m.refunds),
            ],
          }))}
        />
      }
    />
  );
}
