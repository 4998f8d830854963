import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { adminCoursePagePath } from '@thinkbuild/core/routes';
import type { TLowDataStatus } from '@thinkbuild/core/schemas/admin';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { useConfirmDelete } from '../../hooks/use-confirm-delete.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useAdminLessons } from '../api/get-admin-lessons.ts';
import { DeleteLessonDialog } from './delete-lesson-dialog.tsx';

function VideoBadge({ hasVideo, published }: { hasVideo: boolean; published: boolean }) {
  if (hasVideo && published)
    return (
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 text-xs ring-1 ring-emerald-200">
        Video: yes
      </span>
    );
  return (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 text-xs ring-1 ring-amber-200">
      Video: no · draft
    </span>
  );
}

/** Where the lesson's low-data versions stand (decisions/011); nothing once they are ready. */
function LowDataBadge({ status }: { status: TLowDataStatus | null }) {
  if (!status || status.status === 'ready') return null;
  if (status.status === 'failed')
    return (
      <span
        role="status"
        title={status.error ?? undefined}
        className="max-w-full truncate rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800 text-xs ring-1 ring-red-200"
      >
        Low-data versions failed: {status.error ?? 'unknown error'} (the MP4 still plays)
      </span>
    );
  return (
    <span
      role="status"
      className="rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-900 text-xs ring-1 ring-sky-200"
    >
      Preparing low-data versions… {status.progress}%
    </span>
  );
}

/** Every lesson, category → project → section, with its number, video state, Edit and Delete. */
export function LessonList() {
  const { data, isPending, isError, refetch } = useAdminLessons();
  const deletion = useConfirmDelete(useDeleteLesson(), 'Lesson deleted');
  if (isError) return <LoadError what="The lessons" retry={() => refetch()} />;
  if (isPending) return <p className="text-slate-500">Loading lessons…</p>;
  return (
    <div className="space-y-8">
      {data.categories.map(({ category, projects }) => (
        <section key={category} aria-label={CATEGORY_LABELS[category]}>
          <h3 className="font-bold text-lg text-slate-950">{CATEGORY_LABELS[category]}</h3>
          {projects.length === 0 && <p className="mt-2 text-slate-500 text-sm">No projects yet.</p>}
          <div className="mt-3 space-y-3">
            {projects.map((project) => {
              const all = project.sections.flatMap((s) => s.lessons);
              const drafts = all.filter((l) => !l.published).length;
              return (
                <details
                  key={project.slug}
                  className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                >
                  <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 sm:px-5">
                    <span>
                      {project.title}
                      {project.status === 'coming_soon' && (
                        <span className="ml-2 font-normal text-slate-500 text-sm">
                          ({project.comingSoonLabel ?? 'Coming soon'})
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 whitespace-nowrap font-normal text-slate-500 text-sm">
                      {all.length} {all.length === 1 ? 'lesson' : 'lessons'}
                      {drafts > 0 && ` · ${drafts} without video`}
                    </span>
                  </summary>
                  <div className="space-y-4 border-slate-100 border-t px-4 py-4 sm:px-5">
                    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
                      <span className="text-slate-600">
                        Level, outcomes and prerequisites on its public course page
                      </span>
                      <ButtonLink
                        to={adminCoursePagePath(category, project.slug)}
                        variant="secondary"
                        className="!px-3 !py-1"
                        aria-label={`Edit the course page of ${project.title}`}
                      >
                        Edit course page
                      </ButtonLink>
                    </div>
                    {project.sections.map(({ section, lessons }) => (
                      <div key={section}>
                        <h4 className="font-semibold text-slate-500 text-xs uppercase tracking-wider">
                          {SECTION_LABELS[section]}
                        </h4>
                        {lessons.length === 0 ? (
                          <p className="mt-1 text-slate-400 text-sm">No lessons</p>
                        ) : (
                          <ol className="mt-1 divide-y divide-slate-100">
                            {lessons.map((l) => (
                              <li
                                key={l.id}
                                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                              >
                                <span className="w-8 shrink-0 text-right font-mono text-slate-500 text-xs">
                                  {l.number}
                                </span>
                                <span className="min-w-[12rem] flex-1 text-slate-900 text-sm">
                                  {l.title}
                                </span>
                                <VideoBadge hasVideo={l.hasVideo} published={l.published} />
                                <LowDataBadge status={l.lowData} />
                                <ButtonLink
                                  to={`/admin/lessons/${l.id}/edit`}
                                  variant="secondary"
                                  className="!px-3 !py-1"
                                  aria-label={`Edit lesson ${l.number}: ${l.title}`}
                                >
                                  Edit
                                </ButtonLink>
                                <Button
                                  variant="ghost"
                                  className="!px-2 !py-1 !text-red-700"
                                  aria-label={`Delete lesson ${l.number}: ${l.title}`}
                                  onClick={() => deletion.ask({ id: l.id, title: l.title })}
                                >
                                  Delete
                                </Button>
                              </li>
                            ))}
                          </ol>
                        )}
                      </div>
                    ))}
                  </div>
                </details>
              );
            })}
          </div>
        </section>
      ))}
      <DeleteLessonDialog deletion={deletion} />
    </div>
  );
}
