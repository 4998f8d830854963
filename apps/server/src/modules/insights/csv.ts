import {
  countText,
  type TCsvCell,
  type TInsightsDropOff,
  type TInsightsExercises,
  type TInsightsFunnel,
  type TInsightsMoney,
  type TInsightsQuiz,
  type TInsightsRetention,
  toCsv,
} from '@thinkbuild/core';

/*
 * Each Insights view's numbers as CSV: the same figures as its table, a count under 5 written
 * "fewer than 5" and a share that cannot be shown left empty (decisions/046).
 */

const share = (n: number | null): TCsvCell => (n === null ? '' : n);
const amount = (subunits: number) => (subunits / 100).toFixed(2);

export const funnelCsv = (v: TInsightsFunnel) =>
  toCsv([
    ['step', 'learners', 'kept from previous %', 'kept from start %'],
    ...v.steps.map((s) => [
      s.label,
      countText(s.count),
      share(s.keptFromPrevious),
      share(s.keptFromStart),
    ]),
  ]);

export const dropOffCsv = (v: TInsightsDropOff) =>
  toCsv([
    ['lesson', 'started', 'completed', 'completed %', 'most left after'],
    ...v.lessons.map((l) => [
      l.title,
      countText(l.started),
      countText(l.completed),
      share(l.completedShare),
      l.mostLeftAfter ? 'yes' : '',
    ]),
  ]);

export const retentionCsv = (v: TInsightsRetention) =>
  toCsv([
    ['second', 'still watching', 'still watching %', 're-watch per viewer', 'most re-watched'],
    ...v.points.map((p) => [
      p.second,
      countText(p.viewers),
      share(p.share),
      share(p.rewatch),
      p.mostRewatched ? 'yes' : '',
    ]),
  ]);

export const quizCsv = (v: TInsightsQuiz) =>
  toCsv([
    ['question', 'option', 'correct', 'picked on first attempt', 'picked %', 'most-picked wrong'],
    ...v.questions.flatMap((q) =>
      q.options.map((o) => [
        `${q.position}. ${q.question}`,
        o.text,
        o.correct ? 'yes' : '',
        countText(o.picked),
        share(o.share),
        o.mostPickedWrong ? 'yes' : '',
      ]),
    ),
  ]);

export const exercisesCsv = (v: TInsightsExercises) =>
  toCsv([
    [
      'lesson',
      'learners',
      'passed',
      'pass rate %',
      'median attempts to pass',
      'most failed check',
      'failed it',
      'opened hints',
      'opened the solution',
    ],
    ...v.exercises.map((e) => [
      e.lessonTitle,
      countText(e.learners),
      countText(e.passed),
      share(e.passRate),
      e.medianAttemptsToPass ?? '',
      e.mostFailedCheck ?? '',
      e.mostFailedCheck === null ? '' : countText(e.mostFailedCheckCount),
      countText(e.openedHints),
      countText(e.openedSolution),
    ]),
  ]);

export const moneyCsv = (v: TInsightsMoney) =>
  toCsv([
    [
      'month',
      `MRR (${v.currency})`,
      'new subscribers',
      'lost subscribers',
      `offer revenue (${v.currency})`,
      `pass revenue (${v.currency})`,
      `refunds (${v.currency})`,
    ],
    ...v.months.map((m) => [
      m.month,
      amount(m.mrr),
      countText(m.newSubscribers),
      countText(m.lostSubscribers),
      amount(m.offerRevenue),
      amount(m.passRevenue),
      amount(m.refunds),
    ]),
  ]);
