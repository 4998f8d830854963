import * as Plot from '@observablehq/plot';
import { countText, shareText, WATCH_BUCKET_SECONDS } from '@thinkbuild/core/insights';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { lessonMomentPath } from '../../../../entities/lesson/paths.ts';
import { useRetention } from '../api/get-retention.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { clock } from './chart-parts.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

/** A lesson's video: the share of starters still watching at each moment; re-watched moments marked. */
export function RetentionView({ search, ready }: { search: string; ready: boolean }) {
  const query = useRetention(search, ready);
  const navigate = useNavigate();
  const data = query.data;
  const points = data?.points ?? [];
  const at = useCallback(
    (second: number) => (data ? lessonMomentPath({ ...data.lesson }, second) : '#'),
    [data],
  );
  const draw = useCallback(
    (): Plot.PlotOptions => ({
      height: 260,
      marginBottom: 40,
      x: { label: 'Moment of the video (seconds)' },
      y: { label: 'Still watching (%)', domain: [0, 100], grid: true },
      marks: [
        Plot.lineY(points, {
          x: 'second',
          y: (p) => p.share ?? 0,
          stroke: 'currentColor',
          className: 'text-brand-600',
          strokeWidth: 2.5,
          curve: 'step-after',
        }),
        Plot.dot(
          points.filter((p) => p.mostRewatched),
          {
            x: 'second',
            y: (p) => p.share ?? 0,
            r: 6,
            fill: 'currentColor',
            className: 'text-amber-600',
          },
        ),
        Plot.ruleY([0]),
      ],
    }),
    [points],
  );
  const pick = useCallback(
    (x: number) => {
      const second = Math.max(0, Math.floor(x / WATCH_BUCKET_SECONDS) * WATCH_BUCKET_SECONDS);
      navigate(at(second));
    },
    [navigate, at],
  );
  return (
    <InsightView
      title="Video retention"
      lead={`Of the learners who began the video in the range${data?.starters ? ` (${countText(data.starters)})` : ''}, the share still watching each 10 seconds. Dots mark the moments most re-watched; click the chart, or a moment in the table, to open the lesson there.`}
      csvUrl={ready ? insightsCsvUrl('retention', search) : undefined}
      state={query}
      rolledUp={query.data?.rolledUp}
      empty={ready ? undefined : 'Choose a lesson.'}
      chart={<PlotChart draw={draw} onPickX={pick} />}
      table={
        <InsightTable
          caption={`Video retention of ${data?.lesson.title ?? 'the lesson'}`}
          head={['Moment', 'Still watching', 'Share of starters', 'Re-watched']}
          rows={points.map((p) => ({
            key: String(p.second),
            cells: [
              <Link
                key="moment"
                to={at(p.second)}
                className="font-semibold text-brand-700 underline"
              >
                {clock(p.second)}
                <span className="sr-only"> (open the lesson here)</span>
              </Link>,
              countText(p.viewers),
              shareText(p.share),
              p.mostRewatched ? `Most re-watched (${p.rewatch} extra plays each)` : '',
            ],
          }))}
        />
      }
    />
  );
}
