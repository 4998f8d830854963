import { reviewWaitingLabel } from '@thinkbuild/core/review';
import { useState } from 'react';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useReview } from '../api/get-review.ts';
import { ReviewCard } from '../components/review-card.tsx';

/**
 * /review: the quiz questions the learner got wrong, asked again in a fresh order. One answer
 * per question per day; right on two different days and it leaves the list (decisions/013).
 */
export default function ReviewPage() {
  const { data, isPending, isError, refetch } = useReview();
  const [waiting, setWaiting] = useState<number | null>(null);
  const left = waiting ?? data?.waiting ?? 0;
  return (
    <>
      <PageBand
        eyebrow="Review"
        title="Questions to review"
        lead="Questions you got wrong in a lesson quiz come back here, spaced out over days. Answer one right on two different days and it leaves your list."
      />
      <Container className="py-10 sm:py-14">
        {isPending && (
          <ul aria-busy="true" aria-label="Loading questions" className="space-y-5">
            {[0, 1].map((n) => (
              <li key={n} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </ul>
        )}
        {isError && <LoadError what="Your review" retry={() => refetch()} />}
        {data && data.questions.length === 0 && (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="font-bold text-2xl text-slate-950">Nothing to review right now</h2>
            <p className="mt-2 text-slate-600">
              When you get a quiz question wrong, it comes back here on a later day.
            </p>
            <ButtonLink to="/home" className="mt-6">
              Back to your courses
            </ButtonLink>
          </div>
        )}
        {data && data.questions.length > 0 && (
          <>
            <p role="status" className="mb-5 font-semibold text-slate-700">
              {left === 0 ? 'All done for today.' : reviewWaitingLabel(left)}
            </p>
            <ol className="space-y-5">
              {data.questions.map((q, i) => (
                <ReviewCard key={q.id} question={q} index={i} onAnswered={setWaiting} />
              ))}
            </ol>
          </>
        )}
      </Container>
    </>
  );
}
