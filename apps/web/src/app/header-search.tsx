import { MAX_SEARCH_QUERY_LENGTH } from '@thinkbuild/core/search';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../ui/icons.tsx';

/**
 * The signed-in header's search box. On phones it folds into an icon that opens a full-width
 * row under the bar; on /search it shows the current words.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Opened from the icon on a phone: ready to type.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    setOpen(false);
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls="header-search"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-950 sm:hidden"
      >
        <SearchIcon />
      </button>
      <search
        id="header-search"
        className={`${open ? 'max-sm:block' : 'max-sm:hidden'} max-sm:absolute max-sm:inset-x-0 max-sm:top-16 max-sm:border-slate-200 max-sm:border-b max-sm:bg-white max-sm:p-3 max-sm:shadow-sm`}
      >
        <form action="/search" onSubmit={submit} className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            key={current}
            type="search"
            name="q"
            defaultValue={current}
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            placeholder="Search lessons and posts"
            aria-label="Search lessons and posts"
            ref={input}
            className="block w-full rounded-full border border-slate-300 bg-white py-2 pr-3 pl-9 text-slate-950 text-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 sm:w-48 lg:w-64"
          />
        </form>
      </search>
    </>
  );
}
