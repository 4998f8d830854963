import { Link } from 'react-router';

/** "Did you mean flexbox?": the corrected words as a link that runs that search. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className="mb-6 text-slate-700">
      Did you mean{' '}
      <Link
        to={`/search?q=${encodeURIComponent(suggestion)}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {suggestion}
      </Link>
      ?
    </p>
  );
}
