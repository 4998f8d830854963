import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { categoryPagePath, coursePagePath } from '@thinkbuild/core/routes';
import type { TBlogPost } from '@thinkbuild/core/schemas/blog';
import { Link } from 'react-router';

const CARD =
  'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md';

/**
 * Where a reader goes after a post: the previous and next posts of its category (in /blogs'
 * order), and the course project the post relates to (its public course page), or, when the
 * post names none, its category's courses.
 */
export function PostEnd({
  post,
}: {
  post: Pick<TBlogPost, 'category' | 'previous' | 'next' | 'project'>;
}) {
  const { previous, next, category, project } = post;
  return (
    <footer className="mx-auto mt-14 max-w-3xl space-y-6 border-slate-200 border-t pt-8">
      {(previous || next) && (
        <nav aria-label="More posts" className="grid gap-4 sm:grid-cols-2">
          {previous && (
            <Link to={`/blogpage/${previous.slug}`} rel="prev" className={CARD}>
              <span className="font-semibold text-slate-600 text-sm">
                <span aria-hidden="true">←</span> Previous post
              </span>
              <span className="mt-1 font-bold text-slate-950 group-hover:text-brand-700">
                {previous.title}
              </span>
            </Link>
          )}
          {next && (
            <Link
              to={`/blogpage/${next.slug}`}
              rel="next"
              className={`${CARD} sm:col-start-2 sm:text-right`}
            >
              <span className="font-semibold text-slate-600 text-sm">
                Next post <span aria-hidden="true">→</span>
              </span>
              <span className="mt-1 font-bold text-slate-950 group-hover:text-brand-700">
                {next.title}
              </span>
            </Link>
          )}
        </nav>
      )}
      <p className="rounded-2xl bg-brand-50 p-5 text-slate-800">
        Put it to work in a project:{' '}
        <Link
          to={project ? coursePagePath(project.category, project.slug) : categoryPagePath(category)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {project ? project.title : `${CATEGORY_LABELS[category]} courses`}{' '}
          <span aria-hidden="true">→</span>
        </Link>
      </p>
    </footer>
  );
}
