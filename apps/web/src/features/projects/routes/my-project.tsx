import { CATEGORY_LABELS, isCategory } from '@thinkbuild/core/categories';
import { categoryPagePath } from '@thinkbuild/core/routes';
import { canPublish } from '@thinkbuild/core/sites';
import { canKeepWorkspace, WORKSPACE_MESSAGES } from '@thinkbuild/core/workspace';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { lessonPagePath } from '../../../entities/lesson/paths.ts';
import { useMe } from '../../../entities/session/session.ts';
import { type TProjectRef, useWorkspace } from '../../../entities/workspace/workspace-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { Breadcrumbs } from '../../../ui/breadcrumbs.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LockIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { ProjectWorkspace } from '../components/project-workspace.tsx';

/** /projects/:category/:project: My project, the learner's own copy of a course project. */
export default function MyProjectPage() {
  const params = useParams();
  const ref: TProjectRef = { category: params.category ?? '', project: params.project ?? '' };
  const { data: me } = useMe();
  const allowed = me ? canKeepWorkspace(me.role) : false;
  const workspace = useWorkspaceIf(ref, allowed);
  const title = workspace.data?.project.title;
  useEffect(() => {
    applyDocumentMeta({
      title: title ? `My project: ${title}` : 'My project',
      description: DEFAULT_META.description,
    });
  }, [title]);

  const category = isCategory(ref.category) ? ref.category : null;
  return (
    <>
      <div className="border-slate-200 border-b bg-slate-50">
        <Container className="py-6">
          <Breadcrumbs
            crumbs={[
              { label: 'Home', to: '/home' },
              ...(category
                ? [{ label: CATEGORY_LABELS[category], to: categoryPagePath(category) }]
                : []),
              ...(title && category
                ? [{ label: title, to: lessonPagePath(category, ref.project) }]
                : []),
              { label: 'My project' },
            ]}
          />
          <h1 className="mt-3 font-extrabold text-3xl text-slate-950 tracking-tight">
            {title ? `My project: ${title}` : 'My project'}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">
            Your own copy of this project. It is saved as you type, on this device and to your
            account, with a history you can go back to.
          </p>
        </Container>
      </div>
      {me && !allowed && <Offer />}
      {allowed && workspace.isPending && (
        <div
          role="status"
          aria-label="Loading your project"
          className="h-[30rem] animate-pulse bg-slate-100"
        />
      )}
      {allowed && workspace.error && (
        <WorkspaceError error={workspace.error} retry={workspace.refetch} />
      )}
      {workspace.data && me && (
        <ProjectWorkspace
          key={`${ref.category}/${ref.project}`}
          project={ref}
          workspace={workspace.data}
          owner={me.email}
          canPublish={canPublish(me.role)}
        />
      )}
    </>
  );
}

function useWorkspaceIf(ref: TProjectRef, enabled: boolean) {
  const query = useWorkspace(ref);
  return enabled ? query : { ...query, data: undefined, isPending: false, error: null };
}

function Offer() {
  return (
    <Container className="py-10">
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
          <LockIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold text-slate-950">Build your own copy of each project</p>
          <p className="mt-1 text-slate-700 text-sm">{WORKSPACE_MESSAGES.needsPlan}.</p>
        </div>
        <ButtonLink to="/subscription" className="self-start sm:self-center">
          See plans
        </ButtonLink>
      </div>
    </Container>
  );
}

function WorkspaceError({ error, retry }: { error: Error; retry: () => unknown }) {
  if (error instanceof ApiError && error.status === 403) return <Offer />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Container className="py-10">
        <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h2 className="font-bold text-2xl text-slate-950">
            {WORKSPACE_MESSAGES.projectNotFound}
          </h2>
          <p className="mt-2 text-slate-600">
            Choose a project from your courses to start your own copy.
          </p>
          <ButtonLink to="/home" className="mt-6">
            Back to your courses
          </ButtonLink>
        </div>
      </Container>
    );
  return (
    <Container className="py-10">
      <LoadError what="Your project" retry={() => retry()} />
    </Container>
  );
}
