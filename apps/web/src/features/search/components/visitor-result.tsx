import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { coursePagePath } from '@thinkbuild/core/routes';
import type { TPublicSearchHit } from '@thinkbuild/core/schemas/search';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { FileCodeIcon, LayersIcon, PlayIcon } from '../../../ui/icons.tsx';
import { Highlighted } from './highlighted.tsx';

export const visitorHitKey = (hit: TPublicSearchHit) =>
  hit.kind === 'blog'
    ? `blog-${hit.slug}`
    : hit.kind === 'lesson'
      ? hit.id
      : `course-${hit.category}-${hit.project}`;

/** Where a visitor's result leads: a course's public page (a lesson: its syllabus), or the post. */
export function visitorHitLink(hit: TPublicSearchHit) {
  if (hit.kind === 'blog') return `/blogpage/${encodeURIComponent(hit.slug)}`;
  const page = coursePagePath(hit.category, hit.project);
  return hit.kind === 'lesson' ? `${page}#syllabus` : page;
}

function where(hit: TPublicSearchHit) {
  if (hit.kind === 'blog') return 'Blog post';
  if (hit.kind === 'course') return `${CATEGORY_LABELS[hit.category]} · Course`;
  return `${hit.projectTitle} · ${SECTION_LABELS[hit.section]} · Lesson ${hit.number}`;
}

const ICONS = { blog: FileCodeIcon, course: LayersIcon, lesson: PlayIcon };

/**
 * One result for a visitor: what it is, its title as a plain link (the page it is on may run no
 * script), and its snippet.
 */
export function VisitorResult({ hit }: { hit: TPublicSearchHit }) {
  const Icon = ICONS[hit.kind];
  return (
    <li className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300 sm:p-6">
      <p className="flex items-center gap-2 font-semibold text-slate-500 text-xs uppercase tracking-wider">
        <Icon className="h-4 w-4 shrink-0" />
        {where(hit)}
      </p>
      <h2 className="mt-2 font-bold text-lg text-slate-950">
        {/* The whole card is the link's target (the ::after covers it). */}
        <a
          href={visitorHitLink(hit)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 hover:underline"
        >
          <Highlighted segments={hit.title} />
        </a>
      </h2>
      {hit.snippet && (
        <p className="mt-2 line-clamp-3 text-slate-700 leading-relaxed">
          <Highlighted segments={hit.snippet} />
        </p>
      )}
    </li>
  );
}
