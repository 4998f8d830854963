import { reviewStepLabel } from '@thinkbuild/core/next-step';
import { reviewWaitingLabel } from '@thinkbuild/core/review';
import type { TMyCoursesResponse } from '@thinkbuild/core/schemas/my-courses';
import { ReviewCallout } from '../../../entities/review/review-callout.tsx';
import { useMe } from '../../../entities/session/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { CardsLoading } from '../../../ui/cards-loading.tsx';
import { Container } from '../../../ui/container.tsx';
import { UserIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useMyCourses } from '../api/get-my-courses.ts';
import { AccessNote } from '../components/access-note.tsx';
import { CategoryCard } from '../components/category-card.tsx';
import { MyCourseCard } from '../components/my-course-card.tsx';
import { TrackQuestion } from '../components/track-question.tsx';

/** Questions waiting in review: the next step itself when a quiz-worth wait, else a reminder. */
function Review({ review }: { review: TMyCoursesResponse['review'] }) {
  if (review.waiting === 0) return null;
  return review.first ? (
    <ReviewCallout
      className="mb-8"
      eyebrow={<span className="block font-semibold text-amber-900 text-sm">Your next step</span>}
      title={reviewStepLabel(review.waiting)}
      note="Questions you got wrong, asked again so they stick; then carry on below."
      action="Review"
    />
  ) : (
    <ReviewCallout
      className="mb-8"
      title={reviewWaitingLabel(review.waiting)}
      note="Questions you got wrong, asked again so they stick."
    />
  );
}

/** The projects the learner started, then the rest of the catalog. */
function Started({ data }: { data: TMyCoursesResponse }) {
  const role = useMe().data?.role ?? 'free';
  return (
    <>
      <Review review={data.review} />
      <section aria-labelledby="in-progress">
        <h2 id="in-progress" className="font-bold text-slate-950 text-xl">
          In progress
        </h2>
        <ul className="mt-4 space-y-4">
          {data.courses.map((course) => (
            <MyCourseCard
              key={`${course.category}/${course.project}`}
              course={course}
              role={role}
            />
          ))}
        </ul>
      </section>
      <AccessNote className="mt-10" />
      <section aria-labelledby="explore" className="mt-12">
        <h2 id="explore" className="font-bold text-slate-950 text-xl">
          Explore more to build
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-3">
          {data.tracks.map((track) => (
            <CategoryCard key={track.slug} category={track} />
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * /home, My courses: the projects the learner started with their progress and a Continue to the
 * exact next lesson, then the rest of the catalog; with nothing started, one question (which
 * track first) whose answer opens that track's first lesson, playing.
 */
export default function HomePage() {
  const { data, isPending, isError, refetch } = useMyCourses();
  const started = Boolean(data && data.courses.length > 0);
  return (
    <>
      <PageBand
        eyebrow={started ? 'Welcome back' : 'Welcome'}
        title="My courses"
        lead={
          started
            ? 'Pick up where you left off, or start something new below.'
            : 'The projects you start show here, with how far you are.'
        }
        actions={
          <ButtonLink to="/account" variant="secondary" size="lg">
            <UserIcon />
            My account
          </ButtonLink>
        }
      />
      <Container className="py-10 sm:py-14">
        {isPending && (
          <CardsLoading
            label="Loading your courses"
            className="grid gap-5 md:grid-cols-3"
            cardClass="h-72"
          />
        )}
        {isError && <LoadError what="Your courses" retry={() => refetch()} />}
        {data && started && <Started data={data} />}
        {data && !started && (
          <>
            <Review review={data.review} />
            <TrackQuestion tracks={data.tracks} />
            <AccessNote className="mt-10" />
          </>
        )}
      </Container>
    </>
  );
}
