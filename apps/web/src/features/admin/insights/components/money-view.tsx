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
  const draw = useCallback((): Plot.PlotOptions => {
    const x = { label: null, domain: months.map((m) => m.month), tickFormat: short } as const;
    if (kind === 'mrr')
      return {
        height: 200,
        x: { ...x, type: 'point' },
        y: { label: 'MRR (R)', grid: true },
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
      return {
        height: 200,
        x,
        y: { label: 'Subscribers (new up, lost down)', grid: true },
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
      SERIES.map((s) => ({
        month: m.month,
        name: s.name,
        className: s.className,
        value: m[s.key] / 100,
      })),
    );
    return {
      height: 220,
      x,
      y: { label: 'Rand', grid: true },
      marks: [
        ...SERIES.map((s) =>
          Plot.barY(
            rows.filter((r) => r.name === s.name),
            {
              x: 'month',
              y: 'value',
              fill: 'currentColor',
              className: s.className,
              ...(s.key === 'refunds' ? { insetLeft: 8, insetRight: 8 } : {}),
            },
          ),
        ),
        Plot.ruleY([0]),
      ],
    };
  }, [months, kind]);
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
