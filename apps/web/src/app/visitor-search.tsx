import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDismissable } from '../lib/use-dismissable.ts';
import { buttonClass } from '../ui/button.tsx';
import { SearchIcon } from '../ui/icons.tsx';
import { PlainSearchField } from '../ui/search-form.tsx';

const LABEL = 'Search courses, lessons and posts';

/**
 * The public header's search, for visitors: a plain GET form to /search, which the server
 * answers with the visitor's results page (modules/search/pages.ts), so it works on the pages
 * that never hydrate (the course pages, decisions/023) as on those that do. From `md` up the box
 * is always open; below, a Search disclosure (<details>, no script) opens a row under the bar.
 */
export function VisitorSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = pathname === '/search' ? (params.get('q') ?? '') : '';
  const disclosure = useRef<HTMLDetailsElement>(null);
  useDismissable(disclosure);
  return (
    <>
      <search className="max-md:hidden">
        <form method="get" action="/search">
          <PlainSearchField q={q} label={LABEL} placeholder="Search" className="w-40 lg:w-56" />
        </form>
      </search>
      <details ref={disclosure} className="group md:hidden">
        <summary
          aria-label="Search"
          title="Search"
          className="flex h-9 w-8 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden"
        >
          <SearchIcon className="h-5 w-5" />
        </summary>
        <search className="absolute inset-x-0 top-16 border-slate-200 border-b bg-white p-3 shadow-sm">
          <form method="get" action="/search" className="mx-auto flex max-w-xl gap-2">
            <PlainSearchField q={q} label={LABEL} placeholder="Search" className="min-w-0 flex-1" />
            <button type="submit" className={buttonClass('primary', 'md', 'shrink-0')}>
              Search
            </button>
          </form>
        </search>
      </details>
    </>
  );
}
