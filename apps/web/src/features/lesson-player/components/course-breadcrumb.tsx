import { CATEGORY_LABELS, isCategory } from '@thinkbuild/core/categories';
import { Link } from 'react-router';

/** Home / Category / Project above the course. */
export function CourseBreadcrumb({ category, title }: { category: string; title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
        <li>
          <Link to="/home" className="font-semibold text-brand-700 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          {isCategory(category) ? (
            <Link
              to={`/${category}-category`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {CATEGORY_LABELS[category]}
            </Link>
          ) : (
            category
          )}
        </li>
        <li aria-hidden="true">/</li>
        <li className="font-semibold text-slate-700">{title}</li>
      </ol>
    </nav>
  );
}
