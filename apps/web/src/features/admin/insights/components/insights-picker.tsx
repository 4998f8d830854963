import { INSIGHTS_PRESETS } from '@thinkbuild/core/insights';
import type { TInsightsProjects } from '@thinkbuild/core/schemas/insights';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { controlClass } from '../../../../ui/form-classes.ts';
import type { TInsightsParams } from '../api/insights-params.ts';

const LABEL = 'block font-semibold text-slate-950 text-sm';

/**
 * What the views are about: a project, a lesson of it (retention and quiz) and a range of days
 * in the site's calendar. Each choice lands in the URL, so a view is a link to share.
 */
export function InsightsPicker({
  projects,
  params,
  onChange,
}: {
  projects: TInsightsProjects['projects'];
  params: TInsightsParams;
  onChange: (next: Partial<TInsightsParams>) => void;
}) {
  const project = projects.find((p) => p.id === params.project);
  return (
    <form
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
      aria-label="What the insights show"
    >
      <label className={LABEL}>
        Project
        <select
          className={controlClass(undefined)}
          value={params.project ?? ''}
          onChange={(e) => onChange({ project: e.target.value || undefined, lesson: undefined })}
        >
          <option value="">Choose a project</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} ({p.category})
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Lesson
        <select
          className={controlClass(undefined)}
          value={params.lesson ?? ''}
          disabled={!project}
          onChange={(e) => onChange({ lesson: e.target.value || undefined })}
        >
          <option value="">Choose a lesson</option>
          {project?.lessons.map((l) => (
            <option key={l.id} value={l.id}>
              {SECTION_LABELS[l.section]} {l.number}: {l.title}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Range
        <select
          className={controlClass(undefined)}
          value={params.days}
          onChange={(e) => onChange({ days: e.target.value })}
        >
          {INSIGHTS_PRESETS.map((d) => (
            <option key={d} value={String(d)}>
              Last {d} days
            </option>
          ))}
          <option value="custom">From – to</option>
        </select>
      </label>
      {params.days === 'custom' && (
        <fieldset className="flex gap-2">
          <legend className="sr-only">Days, in Johannesburg’s calendar</legend>
          <label className={`${LABEL} flex-1`}>
            From
            <input
              type="date"
              className={controlClass(undefined)}
              value={params.from ?? ''}
              onChange={(e) => onChange({ from: e.target.value || undefined })}
            />
          </label>
          <label className={`${LABEL} flex-1`}>
            To
            <input
              type="date"
              className={controlClass(undefined)}
              value={params.to ?? ''}
              onChange={(e) => onChange({ to: e.target.value || undefined })}
            />
          </label>
        </fieldset>
      )}
    </form>
  );
}
