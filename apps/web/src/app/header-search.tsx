import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../ui/icons.tsx';
import { SearchForm } from '../ui/search-form.tsx';

/**
 * The signed-in header's search box. On phones it folds into an icon that opens a full-width
 * row under the bar; on /search it shows the current words.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Opened from the icon on a phone: ready to type.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

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
        <SearchForm
          q={current}
          label="Search lessons and posts"
          inputRef={input}
          onSearch={() => setOpen(false)}
          inputClassName="py-2 text-sm sm:w-48 lg:w-64"
        />
      </search>
    </>
  );
}
