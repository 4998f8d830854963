import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useSearch } from '../api/search.ts';
import { DidYouMean } from '../components/did-you-mean.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { hitKey, SearchResult } from '../components/search-result.tsx';

/** /search?q=: lessons and blog posts matching the words typed in the header. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { data, error, isPending, refetch } = useSearch(q);
  const invalid = error instanceof ApiError && error.status === 400;

  return (
    <>
      <PageBand
        eyebrow="Search"
        title={q ? `Results for “${q}”` : 'Search'}
        lead={q ? undefined : 'Type a word in the search box to find lessons and posts.'}
      />
      <Container className="max-w-3xl py-10 sm:py-14">
        <SearchBox q={q} />
        {q && isPending && (
          <p role="status" className="text-slate-600">
            Searching…
          </p>
        )}
        {invalid && (
          <p role="alert" className="text-red-700">
            {error.body.fields?.q ?? error.message}
          </p>
        )}
        {error && !invalid && <LoadError what="Search results" retry={() => refetch()} />}
        {data?.suggestion && <DidYouMean suggestion={data.suggestion} />}
        {data && data.results.length === 0 && (
          <p role="status" className="text-slate-700">
            Nothing matches “{q}”. Try another word, or fewer words.
          </p>
        )}
        {data && data.results.length > 0 && (
          <>
            <p role="status" className="sr-only">
              {data.results.length} results
            </p>
            <ul aria-label="Search results" className="space-y-4">
              {data.results.map((hit) => (
                <SearchResult key={`${hit.kind}-${hitKey(hit)}`} hit={hit} />
              ))}
            </ul>
          </>
        )}
      </Container>
    </>
  );
}
