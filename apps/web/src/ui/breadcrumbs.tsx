import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TCrumb = {
  label: ReactNode;
  /** Where the crumb leads; the page itself, and a place with no page, have none. */
  to?: string;
};

/** Where a page sits, from the widest place to the page itself: "Home / Web / Portfolio". */
export function Breadcrumbs({ crumbs }: { crumbs: readonly TCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            // The crumbs are a fixed path that never reorders: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="flex items-center gap-1.5">
              {i > 0 && <span aria-hidden="true">/</span>}
              {crumb.to ? (
                <Link to={crumb.to} className="font-semibold text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span className={last ? 'font-semibold text-slate-700' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
