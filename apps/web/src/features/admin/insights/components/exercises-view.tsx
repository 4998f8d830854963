import * as Plot from '@observablehq/plot';
import { countText, shareText } from '@thinkbuild/core/insights';
import { useCallback } from 'react';
import { useExercises } from '../api/get-exercises.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { marginFor } from './chart-parts.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

/** Each exercise of the project: pass rate, attempts to pass, the check failing most, hints. */
export function ExercisesView({ search, ready }: { search: string; ready: boolean }) {
  const query = useExercises(search, ready);
  const exercises = query.data?.exercises ?? [];
  const draw = useCallback(
    (width: number): Plot.PlotOptions => ({
      marginLeft: marginFor(width),
      height: 40 * exercises.length + 50,
      x: { label: 'Pass rate (%)', domain: [0, 100], grid: true },
      y: { label: null, domain: exercises.map((e) => e.lessonTitle) },
      marks: [
        Plot.barX(exercises, {
          y: 'lessonTitle',
          x: (e) => e.passRate ?? 0,
          fill: 'currentColor',
          className: 'text-emerald-600',
        }),
        Plot.ruleX([0]),
      ],
    }),
    [exercises],
  );
  return (
    <InsightView
      title="Exercises"
      lead="Results last reported in the range: the pass rate, the median attempts to pass, the check that fails most (by name), and how many of those learners opened a hint or the solution."
      csvUrl={ready ? insightsCsvUrl('exercises', search) : undefined}
      state={query}
      rolledUp={query.data?.rolledUp}
      empty={ready ? undefined : 'Choose a project.'}
      chart={
        exercises.length === 0 ? (
          <p className="text-slate-600">This project has no exercises.</p>
        ) : (
          <PlotChart draw={draw} />
        )
      }
      table={
        <InsightTable
          caption="Exercises"
          head={[
            'Lesson',
            'Learners',
            'Passed',
            'Pass rate',
            'Median attempts to pass',
            'Check failing most',
            'Opened hints',
            'Opened the solution',
          ]}
          rows={exercises.map((e) => ({
            key: e.exerciseId,
            cells: [
              e.lessonTitle,
              countText(e.learners),
              countText(e.passed),
              shareText(e.passRate),
              e.medianAttemptsToPass ?? '—',
              e.mostFailedCheck
                ? `${e.mostFailedCheck} (${countText(e.mostFailedCheckCount)})`
                : '—',
              countText(e.openedHints),
              countText(e.openedSolution),
            ],
          }))}
        />
      }
    />
  );
}
