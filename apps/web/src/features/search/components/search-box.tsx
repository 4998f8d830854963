import { SearchForm } from '../../../ui/search-form.tsx';

/**
 * The results page's own search box, holding the current words. On a phone the header folds
 * its box behind an icon, so without this one a learner could not change the words in place;
 * from `sm` up the header's box is always open and this one is not shown.
 */
export function SearchBox({ q }: { q: string }) {
  return (
    <search className="mb-6 sm:hidden">
      <SearchForm q={q} label="Search again" inputClassName="py-2.5 text-base" />
    </search>
  );
}
