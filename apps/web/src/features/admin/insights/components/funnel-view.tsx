import * as Plot from '@observablehq/plot';
import { countText, shareText } from '@thinkbuild/core/insights';
import { useCallback } from 'react';
import { useFunnel } from '../api/get-funnel.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { barLabel, marginFor, wholeTicks } from './chart-parts.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

/** Signed up → started → each section finished → certificate, with the share kept. */
export function FunnelView({ search, ready }: { search: string; ready: boolean }) {
  const query = useFunnel(search, ready);
  const steps = query.data?.steps ?? [];
  const draw = useCallback(
    (width: number): Plot.PlotOptions => ({
      marginLeft: marginFor(width),
      marginRight: 90,
      height: 44 * steps.length + 40,
      x: { label: 'Learners', grid: true, tickFormat: wholeTicks },
      y: { label: null, domain: steps.map((s) => s.label) },
      marks: [
        Plot.barX(steps, {
          y: 'label',
          x: (s) => s.count ?? 0,
          fill: 'currentColor',
          className: 'text-brand-600',
        }),
        Plot.text(steps, {
          y: 'label',
          x: (s) => s.count ?? 0,
          text: (s) => barLabel(s.count, s.keptFromPrevious),
          textAnchor: 'start',
          dx: 4,
          fill: 'currentColor',
        }),
        Plot.ruleX([0]),
      ],
    }),
    [steps],
  );
  return (
    <InsightView
      title="Funnel"
      lead="Learners who signed up in the range, followed to today: who started the project, finished each section and earned a certificate. The share is of the step before."
      csvUrl={ready ? insightsCsvUrl('funnel', search) : undefined}
      state={query}
      rolledUp={query.data?.rolledUp}
      empty={ready ? undefined : 'Choose a project.'}
      chart={<PlotChart draw={draw} />}
      table={
        <InsightTable
          caption="Funnel"
          head={['Step', 'Learners', 'Kept from the step before', 'Kept from sign-up']}
          rows={steps.map((s) => ({
            key: s.label,
            cells: [
              s.label,
              countText(s.count),
              shareText(s.keptFromPrevious),
              shareText(s.keptFromStart),
            ],
          }))}
        />
      }
    />
  );
}
