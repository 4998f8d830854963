/*
 * The author's Insights over the course tables (decisions/046): each view's figures, shaped by
 * core's rules (the "fewer than 5" rule among them) so no count about a few learners leaves,
 * and the daily job that rolls them up. Read by modules/insights through learning's face.
 */

export { rollUpInsights } from './counts.ts';
export type { TSpan } from './days-repo.ts';
export {
  dropOffView,
  exercisesView,
  funnelView,
  insightsProjects,
  quizView,
  retentionView,
} from './views.ts';
