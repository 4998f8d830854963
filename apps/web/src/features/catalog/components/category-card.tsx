import { categoryPagePath } from '@thinkbuild/core/routes';
import type { TCategorySummary } from '@thinkbuild/core/schemas/catalog';
import { TRACK_STYLE } from '../../../entities/course/track-style.ts';
import { ArrowRightIcon } from '../../../ui/icons.tsx';
import { CardShell } from './card-shell.tsx';

/** A track on /home: a link to its category page, or an inactive "Coming …" card. */
export function CategoryCard({ category }: { category: TCategorySummary }) {
  const { Icon, tone, blurb } = TRACK_STYLE[category.slug];
  const open = category.status === 'published';
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ring-1 ${tone}`}
        >
          <Icon className="h-6 w-6" />
        </span>
        {open ? (
          <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700 text-xs">
            Courses: {category.courseCount}
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs">
            {category.comingSoonLabel ?? 'Coming soon'}
          </span>
        )}
      </div>
      <h3
        className={`mt-5 font-bold text-xl ${open ? 'text-slate-950 group-hover:text-brand-700' : 'text-slate-700'}`}
      >
        {category.title}
      </h3>
      <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{blurb}</p>
      {open && (
        <p className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
          View courses
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </p>
      )}
    </>
  );
  return <CardShell to={open ? categoryPagePath(category.slug) : null}>{body}</CardShell>;
}
