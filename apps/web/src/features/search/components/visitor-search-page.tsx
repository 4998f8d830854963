import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { PlainSearchField } from '../../../ui/search-form.tsx';
import { publicSearchQueryOptions } from '../api/public-search.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { VisitorResult, visitorHitKey } from './visitor-result.tsx';

/** The page's own box: a plain GET form, as the page runs no script (modules/search/pages.ts). */
function VisitorSearchForm({ q }: { q: string }) {
  return (
    <search className="mb-8">
      <form method="get" action="/search" className="flex gap-2">
        <PlainSearchField
          q={q}
          label="Search courses, lessons and posts"
          placeholder="Search courses, lessons and posts"
          large
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClass('primary', 'md', 'shrink-0')}>
          Search
        </button>
      </form>
    </search>
  );
}

/** Where to go when nothing matched, or after the results: never a dead end. */
function Browse() {
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <ButtonLink to="/courses" variant="secondary">
        Browse all courses
      </ButtonLink>
      <ButtonLink to="/blogs" variant="secondary">
        Read the blog
      </ButtonLink>
    </div>
  );
}

/**
 * /search?q= for a visitor (not signed in): courses, lessons (by title and description) and
 * posts, each linking to a course's public page or the post. Rendered on the server and sent
 * without the app's script (modules/search/pages.ts), like the course pages (decisions/023);
 * a signed-in learner's /search is the app's own page (routes/search.tsx).
 */
export function VisitorSearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { data } = useQuery(publicSearchQueryOptions(q));
  const response = data?.response;
  const results = response?.results ?? [];

  return (
    <>
      <PageBand
        eyebrow="Search"
        title={
          q && !data?.refusal ? (
            // A long word breaks anywhere rather than run off a phone's screen.
            <span className="[overflow-wrap:anywhere]">Results for “{q}”</span>
          ) : (
            'Search ThinkBuild'
          )
        }
        lead={
          q ? undefined : 'Find a course, a lesson or a blog post by a word of its title or topic.'
        }
      />
      <Container className="max-w-3xl py-10 sm:py-14">
        <VisitorSearchForm q={q} />
        {data?.refusal && (
          <p role="alert" className="text-red-700">
            {data.refusal}
          </p>
        )}
        {response?.suggestion && <DidYouMean suggestion={response.suggestion} />}
        {response && results.length === 0 && (
          <p role="status" className="text-slate-700">
            Nothing matches “{q}”. Try another word, or fewer words.
          </p>
        )}
        {results.length > 0 && (
          <>
            <p role="status" className="mb-4 text-slate-600 text-sm">
              {results.length === 1 ? '1 result' : `${results.length} results`}
            </p>
            <ul aria-label="Search results" className="space-y-4">
              {results.map((hit) => (
                <VisitorResult key={visitorHitKey(hit)} hit={hit} />
              ))}
            </ul>
            <p className="mt-10 rounded-2xl bg-slate-50 p-5 text-slate-700 ring-1 ring-slate-200">
              Every course has a free preview lesson.{' '}
              <a
                href="/signup"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Sign up
              </a>{' '}
              to follow every lesson, take the quizzes and search inside the videos.
            </p>
          </>
        )}
        {(!q || data?.refusal || (response && results.length === 0)) && <Browse />}
      </Container>
    </>
  );
}
