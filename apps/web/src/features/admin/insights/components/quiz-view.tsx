import * as Plot from '@observablehq/plot';
import { countText, shareText } from '@thinkbuild/core/insights';
import type { TInsightsQuiz } from '@thinkbuild/core/schemas/insights';
import { useCallback } from 'react';
import { useQuiz } from '../api/get-quiz.ts';
import { insightsCsvUrl } from '../api/insights-params.ts';
import { marginFor } from './chart-parts.ts';
import { InsightTable } from './insight-table.tsx';
import { InsightView } from './insight-view.tsx';
import { PlotChart } from './plot-chart.tsx';

type TQuestion = TInsightsQuiz['questions'][number];

const FLAG = 'Most-picked wrong option';
const optionName = (o: TQuestion['options'][number], i: number) =>
  `${String.fromCharCode(65 + i)}. ${o.text}${o.correct ? ' ✓' : ''}${o.mostPickedWrong ? ' ⚑' : ''}`;

/** One question's options as bars of the share that picked each on a first attempt. */
function QuestionChart({ question }: { question: TQuestion }) {
  const draw = useCallback(
    (width: number): Plot.PlotOptions => {
      const rows = question.options.map((o, i) => ({ ...o, name: optionName(o, i) }));
      const tone = (o: (typeof rows)[number]) =>
        o.correct ? 'text-emerald-600' : o.mostPickedWrong ? 'text-red-600' : 'text-slate-400';
      return {
        marginLeft: marginFor(width),
        height: 36 * rows.length + 40,
        x: { label: 'Picked on a first attempt (%)', domain: [0, 100], grid: true },
        y: { label: null, domain: rows.map((r) => r.name) },
        marks: ['text-emerald-600', 'text-red-600', 'text-slate-400'].map((className) =>
          Plot.barX(
            rows.filter((r) => tone(r) === className),
            { y: 'name', x: (r) => r.share ?? 0, fill: 'currentColor', className },
          ),
        ),
      };
    },
    [question],
  );
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-950">
        {question.position}. {question.question}
      </h3>
      <p className="text-slate-600 text-sm">
        Right on a first attempt: {shareText(question.firstAttemptCorrect)} of{' '}
        {countText(question.answered)} learners.
      </p>
      <PlotChart draw={draw} />
    </div>
  );
}

/** Each question: first-attempt correct, and the share that picked each option; ⚑ flags the wrong one picked most. */
export function QuizView({ search, ready }: { search: string; ready: boolean }) {
  const query = useQuiz(search, ready);
  const questions = query.data?.questions ?? [];
  return (
    <InsightView
      title="Quiz questions"
      lead="Each learner’s first attempt in the range. ✓ is the right option; ⚑ flags the wrong option picked most, which often means the question or the lesson misleads."
      csvUrl={ready ? insightsCsvUrl('quiz', search) : undefined}
      state={query}
      rolledUp={query.data?.rolledUp}
      empty={ready ? undefined : 'Choose a lesson.'}
      chart={questions.map((q) => <QuestionChart key={q.position} question={q} />)}
      table={
        <InsightTable
          caption="Quiz questions: picks on a first attempt"
          head={['Question and option', 'Picked', 'Share', 'Note']}
          rows={questions.flatMap((q) =>
            q.options.map((o, i) => ({
              key: `${q.position}-${i}`,
              cells: [
                `${q.position}. ${q.question} — ${optionName(o, i)}`,
                countText(o.picked),
                shareText(o.share),
                o.correct ? 'Right option' : o.mostPickedWrong ? FLAG : '',
              ],
            })),
          )}
        />
      }
    />
  );
}
