import { reviewWaitingLabel } from '@thinkbuild/core/review';
import { useReviewSummary } from '../../../entities/review/get-review-summary.ts';
import { ReviewCallout } from '../../../entities/review/review-callout.tsx';
import { useRecent } from '../api/get-recent.ts';

/**
 * "Review: 6 questions waiting" on /home, linking to /review. Shown only while questions wait:
 * an empty review is nothing to act on, and not twice when the Continue card already offers it.
 */
export function ReviewLink() {
  const { data } = useReviewSummary();
  const recent = useRecent();
  if (!data || data.waiting === 0 || recent.data?.next === 'review') return null;
  return (
    <ReviewCallout
      className="mb-8"
      title={reviewWaitingLabel(data.waiting)}
      note="Questions you got wrong, asked again so they stick."
    />
  );
}
