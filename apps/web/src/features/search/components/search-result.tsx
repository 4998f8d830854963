import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import type { TSearchHit } from '@thinkbuild/core/schemas/search';
import { LOCKED_RESULT_UPGRADE } from '@thinkbuild/core/search';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { lessonPath } from '../../../entities/lesson/paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { FileCodeIcon, LockIcon, PlayIcon } from '../../../ui/icons.tsx';
import { Highlighted } from './highlighted.tsx';

const hitKey = (hit: TSearchHit) => (hit.kind === 'blog' ? hit.slug : hit.id);

function hitLink(hit: TSearchHit) {
  if (hit.kind === 'blog') return `/blogpage/${hit.slug}`;
  if (hit.kind === 'question') return `/questions/${hit.id}`;
  return lessonPath(hit);
}

/** One result: where it is, its title and snippet; a locked lesson shows why instead. */
export function SearchResult({ hit }: { hit: TSearchHit }) {
  // Track and project first: a React Native lesson is told from a web one at a glance.
  const where =
    hit.kind === 'blog'
      ? 'Blog post'
      : hit.kind === 'question'
        ? 'Question'
        : `${CATEGORY_LABELS[hit.category]} · ${hit.projectTitle} · ${SECTION_LABELS[hit.section]} · Lesson ${hit.number}`;
  const locked = hit.kind === 'lesson' ? hit.locked : null;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <p className="flex items-center gap-2 font-semibold text-slate-500 text-xs uppercase tracking-wider">
        {locked ? (
          <LockIcon className="h-4 w-4" />
        ) : hit.kind === 'blog' ? (
          <FileCodeIcon className="h-4 w-4" />
        ) : (
          <PlayIcon className="h-4 w-4" />
        )}
        {where}
      </p>
      <h2 className="mt-2 font-bold text-lg text-slate-950">
        {hit.kind === 'question' ? (
          // The server opens a question in its lesson (GET /questions/:id): a full page load.
          <a href={hitLink(hit)} className="hover:text-brand-700 hover:underline">
            <Highlighted segments={hit.title} />
          </a>
        ) : (
          <Link to={hitLink(hit)} className="hover:text-brand-700 hover:underline">
            <Highlighted segments={hit.title} />
          </Link>
        )}
      </h2>
      {locked ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{locked}</p>
          <p className="mt-1 text-slate-600">{LOCKED_RESULT_UPGRADE}</p>
          <ButtonLink to="/subscription" className="mt-3">
            See plans
          </ButtonLink>
        </div>
      ) : (
        hit.snippet && (
          <p className="mt-2 text-slate-700 leading-relaxed">
            <Highlighted segments={hit.snippet} />
          </p>
        )
      )}
    </li>
  );
}

export { hitKey };
