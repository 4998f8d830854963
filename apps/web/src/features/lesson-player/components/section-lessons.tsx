import { MESSAGES } from '@thinkbuild/core/messages';
import { sectionOffer } from '@thinkbuild/core/next-step';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { SectionDownloadSlot } from '../../../entities/lesson/download-slot.tsx';
import { lessonPath } from '../../../entities/lesson/paths.ts';
import { useMe } from '../../../entities/session/session.ts';
import { useSectionLessons } from '../api/get-section-lessons.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import type { TSectionProps } from './course-menu.tsx';
import { LessonLink } from './lesson-link.tsx';

/** A section's lessons in the menu, a page at a time, each with the learner's state. */
export function SectionLessons({
  course,
  section,
  locked,
  lockMessage,
  current,
  onSelect,
}: TSectionProps) {
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useSectionLessons(course.category, course.project.slug, section);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const endRef = useLoadMore(loadMore, hasNextPage);
  const role = useMe().data?.role ?? 'free';
  const offer = locked ? sectionOffer(section, role) : null;
  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading lessons" className="space-y-1.5 px-2 py-1">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-10 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="px-2 py-2 text-red-800 text-sm">
        The lessons could not be loaded.{' '}
        <button type="button" onClick={() => refetch()} className="font-semibold underline">
          Try again
        </button>
      </p>
    );
  }
  if (data.lessons.length === 0) {
    return <p className="px-2 py-2 text-slate-500 text-sm">{MESSAGES.noLessons}</p>;
  }
  return (
    <>
      {/* While a lesson of this section is open, its offer card says this once, in the main area. */}
      {locked && lockMessage && current.section !== section && (
        <p className="mx-2 mb-2 rounded-xl bg-slate-50 px-3 py-2 text-slate-600 text-xs">
          {lockMessage}. {offer && `${offer.plan} opens it, from ${offer.price} a month. `}
          <Link to="/subscription" className="font-semibold text-brand-700 hover:underline">
            See plans
          </Link>
        </p>
      )}
      {!locked && (
        <SectionDownloadSlot
          lessons={data.lessons.map((l) => ({
            id: l.id,
            title: l.title,
            href: lessonPath({
              category: course.category,
              project: course.project.slug,
              section,
              number: l.number,
            }),
          }))}
        />
      )}
      <ol className="space-y-1">
        {data.lessons.map((lesson) => (
          <LessonLink
            key={lesson.id}
            lesson={lesson}
            section={section}
            locked={locked}
            active={current.section === section && current.number === lesson.number}
            onSelect={onSelect}
          />
        ))}
        {hasNextPage && (
          <li ref={endRef} aria-busy="true" className="px-3 py-2 text-slate-500 text-xs">
            Loading more lessons…
          </li>
        )}
      </ol>
    </>
  );
}
