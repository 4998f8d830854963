import { MAX_SEARCH_QUERY_LENGTH } from '@thinkbuild/core/search';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../ui/icons.tsx';

/**
 * The results page's own search box, holding the current words. On a phone the header folds
 * its box behind an icon, so without this one a learner could not change the words in place;
 * from `sm` up the header's box is always open and this one is not shown.
 */
export function SearchBox({ q }: { q: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (words) navigate(`/search?q=${encodeURIComponent(words)}`);
  };
  return (
    <search className="mb-6 sm:hidden">
      <form action="/search" onSubmit={submit} className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          placeholder="Search lessons and posts"
          aria-label="Search again"
          className="block w-full rounded-full border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-slate-950 placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600"
        />
      </form>
    </search>
  );
}
