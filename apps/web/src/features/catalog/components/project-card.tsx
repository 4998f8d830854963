import type { TCategory } from '@thinkbuild/core/categories';
import type { TProjectSummary } from '@thinkbuild/core/schemas/catalog';
import { lessonPagePath } from '../../../entities/lesson/paths.ts';
import { CourseProgress } from '../../../entities/progress/course-progress.tsx';
import { ArrowRightIcon, PlayIcon } from '../../../ui/icons.tsx';
import { CardShell } from './card-shell.tsx';

/** A project on a category page: a link to its course, or an inactive "Coming …" card. */
export function ProjectCard({
  category,
  project,
}: {
  category: TCategory;
  project: TProjectSummary;
}) {
  const open = project.status === 'published';
  const body = (
    <>
      <div className="flex items-center justify-between gap-3">
        {open ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 text-xs">
            <PlayIcon className="h-3.5 w-3.5" />
            Episodes: {project.episodeCount}
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs">
            {project.comingSoonLabel ?? 'Coming soon'}
          </span>
        )}
      </div>
      <h3
        className={`mt-4 font-bold text-xl ${open ? 'text-slate-950 group-hover:text-brand-700' : 'text-slate-700'}`}
      >
        {project.title}
      </h3>
      {project.description && (
        <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{project.description}</p>
      )}
      {open && project.episodeCount > 0 && (
        <div className="mt-5">
          <CourseProgress done={project.doneCount} total={project.episodeCount} compact />
        </div>
      )}
      {open && (
        <p className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
          {project.doneCount > 0 ? 'Continue course' : 'Start course'}
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </p>
      )}
    </>
  );
  return <CardShell to={open ? lessonPagePath(category, project.slug) : null}>{body}</CardShell>;
}
