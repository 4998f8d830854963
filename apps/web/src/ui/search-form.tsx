import { MAX_SEARCH_QUERY_LENGTH } from '@thinkbuild/core/search';
import type { FormEvent, Ref } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons.tsx';

type TProps = {
  /** The words the box starts with (the current query on /search); a new `q` resets it. */
  q: string;
  label: string;
  /** Size and width of the box where it stands (header or results page). */
  inputClassName: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called before going to the results, when there are words to search. */
  onSearch?: () => void;
};

/**
 * A search box: its words, trimmed, open /search?q=… (a plain GET to /search without
 * JavaScript). The header's box and the results page's own box are both this one.
 */
export function SearchForm({ q, label, inputClassName, inputRef, onSearch }: TProps) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!words) return;
    onSearch?.();
    navigate(`/search?q=${encodeURIComponent(words)}`);
  };
  return (
    <form action="/search" onSubmit={submit} className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        placeholder="Search lessons and posts"
        aria-label={label}
        ref={inputRef}
        className={`block w-full rounded-full border border-slate-300 bg-white pr-3 pl-9 text-slate-950 placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 ${inputClassName}`}
      />
    </form>
  );
}

/**
 * A search box of a plain GET form (`name="q"`), for pages that may run no script: the visitor's
 * header and results page. `large`: the results page's own box.
 */
export function PlainSearchField({
  q,
  label,
  placeholder,
  large = false,
  className = '',
}: {
  q: string;
  label: string;
  placeholder: string;
  large?: boolean;
  className?: string;
}) {
  return (
    <label className={`relative block ${className}`}>
      <span className="sr-only">{label}</span>
      <SearchIcon
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400 ${large ? 'left-3.5 h-5 w-5' : 'left-3 h-4 w-4'}`}
      />
      <input
        type="search"
        name="q"
        defaultValue={q}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        placeholder={placeholder}
        className={`block w-full rounded-full border border-slate-300 bg-white pr-3 text-base text-slate-950 placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 ${large ? 'py-2.5 pl-11' : 'py-2 pl-9 md:text-sm'}`}
      />
    </label>
  );
}
