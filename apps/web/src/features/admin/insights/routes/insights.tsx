import { useSearchParams } from 'react-router';
import { LoadError } from '../../../../ui/load-error.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import { useInsightsProjects } from '../api/get-insights-projects.ts';
import { insightsSearch, type TInsightsParams } from '../api/insights-params.ts';
import { DropOffView } from '../components/drop-off-view.tsx';
import { ExercisesView } from '../components/exercises-view.tsx';
import { FunnelView } from '../components/funnel-view.tsx';
import { InsightsPicker } from '../components/insights-picker.tsx';
import { MoneyView } from '../components/money-view.tsx';
import { QuizView } from '../components/quiz-view.tsx';
import { RetentionView } from '../components/retention-view.tsx';

const PARAMS = ['project', 'lesson', 'days', 'from', 'to'] as const;

/**
 * /admin/insights (decisions/046): where learners stop, which questions and checks trip them and
 * how the money moves, as charts with a table and a CSV each. Counts only: under 5 shows as
 * "fewer than 5". This route alone loads the charting library.
 */
export default function AdminInsightsPage() {
  const [search, setSearch] = useSearchParams();
  const projects = useInsightsProjects();
  const params: TInsightsParams = {
    project: search.get('project') ?? undefined,
    lesson: search.get('lesson') ?? undefined,
    days: search.get('days') ?? '30',
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const change = (next: Partial<TInsightsParams>) => {
    const merged = { ...params, ...next };
    const q = new URLSearchParams();
    for (const key of PARAMS) {
      const value = merged[key];
      if (value) q.set(key, value);
    }
    setSearch(q, { replace: true });
  };
  const rangeReady = params.days !== 'custom' || Boolean(params.from && params.to);
  const projectReady = Boolean(params.project) && rangeReady;
  const lessonReady = Boolean(params.lesson) && rangeReady;
  const bySearch = insightsSearch(params, 'project');
  const byLesson = insightsSearch(params, 'lesson');
  return (
    <AdminPage
      title="Insights"
      lead="Where learners stop, which questions and checks trip them, and how the money moves. Counts of many learners only: fewer than 5 is never shown as a number. Days are in Johannesburg’s calendar."
      className="space-y-6 py-8 sm:py-12"
    >
      {projects.isError ? (
        <LoadError what="The projects" retry={() => void projects.refetch()} />
      ) : (
        <InsightsPicker
          projects={projects.data?.projects ?? []}
          params={params}
          onChange={change}
        />
      )}
      <FunnelView search={bySearch} ready={projectReady} />
      <DropOffView search={bySearch} ready={projectReady} />
      <RetentionView search={byLesson} ready={lessonReady} />
      <QuizView search={byLesson} ready={lessonReady} />
      <ExercisesView search={bySearch} ready={projectReady} />
      <MoneyView />
    </AdminPage>
  );
}
