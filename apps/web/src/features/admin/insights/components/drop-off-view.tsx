import * as Plot from '@observablehq/plot';
import { countText, shareText } from '@thinkbuild/core/insights';
import { useCallback } from 'react';
import { useDropOff } from '../api/get-drop-off.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { marginFor, wholeTicks } from './chart-parts.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

const MOST_LEFT = 'Most never came back after this lesson';

/** Per lesson in order: started and completed; the lesson most learners stopped after marked. */
export function DropOffView({ search, ready }: { search: string; ready: boolean }) {
  const query = useDropOff(search, ready);
  const lessons = query.data?.lessons ?? [];
  const draw = useCallback(
    (width: number): Plot.PlotOptions => {
      const rows = lessons.flatMap((l, i) => {
        const name = `${i + 1}. ${l.title}${l.mostLeftAfter ? ' ⚑' : ''}`;
        return [
          { name, kind: 'Started', n: l.started ?? 0 },
          { name, kind: 'Completed', n: l.completed ?? 0 },
        ];
      });
      return {
        marginLeft: marginFor(width),
        height: 52 * lessons.length + 50,
        x: { label: 'Learners', grid: true, tickFormat: wholeTicks },
        y: { label: null, domain: [...new Set(rows.map((r) => r.name))] },
        marks: [
          Plot.barX(
            rows.filter((r) => r.kind === 'Started'),
            {
              y: 'name',
              x: 'n',
              fill: 'currentColor',
              className: 'text-brand-100',
              insetTop: 4,
              insetBottom: 4,
            },
          ),
          Plot.barX(
            rows.filter((r) => r.kind === 'Completed'),
            {
              y: 'name',
              x: 'n',
              fill: 'currentColor',
              className: 'text-brand-600',
              insetTop: 12,
              insetBottom: 12,
            },
          ),
          Plot.ruleX([0]),
        ],
      };
    },
    [lessons],
  );
  const flagged = lessons.find((l) => l.mostLeftAfter);
  return (
    <InsightView
      title="Drop-off by lesson"
      lead={`Of the learners who signed up in the range: how many started each lesson (light bar) and completed it (dark bar). ⚑ ${flagged ? `marks “${flagged.title}”: most learners never came back after it.` : 'would mark the lesson most learners never came back after.'}`}
      csvUrl={ready ? insightsCsvUrl('drop-off', search) : undefined}
      state={query}
      rolledUp={query.data?.rolledUp}
      empty={ready ? undefined : 'Choose a project.'}
      chart={<PlotChart draw={draw} />}
      table={
        <InsightTable
          caption="Drop-off by lesson"
          head={['Lesson', 'Started', 'Completed', 'Completed of started', 'Note']}
          rows={lessons.map((l, i) => ({
            key: l.lessonId,
            cells: [
              `${i + 1}. ${l.title}`,
              countText(l.started),
              countText(l.completed),
              shareText(l.completedShare),
              l.mostLeftAfter ? MOST_LEFT : '',
            ],
          }))}
        />
      }
    />
  );
}
