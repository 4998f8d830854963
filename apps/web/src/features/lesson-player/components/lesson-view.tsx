import { useQuery } from '@tanstack/react-query';
import type { TLessonRef } from '@thinkbuild/core/learning';
import { completesByQuiz, orderLockMessage, type TLessonLock } from '@thinkbuild/core/mastery';
import { MESSAGES } from '@thinkbuild/core/messages';
import { nextLessonBlock } from '@thinkbuild/core/next-step';
import { parseMomentParam } from '@thinkbuild/core/notes';
import { formatAboutSize, renditionFor } from '@thinkbuild/core/renditions';
import type { TCourseResponse, TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LessonDownloadSlot } from '../../../entities/lesson/download-slot.tsx';
import { NotesSlot } from '../../../entities/lesson/notes-slot.tsx';
import { lessonPath, lessonSearch } from '../../../entities/lesson/paths.ts';
import { useMe } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { CheckIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useLesson } from '../api/get-lesson.ts';
import { videoUrlQueryOptions } from '../api/get-video-url.ts';
import { useMediaClock } from '../hooks/use-media-clock.ts';
import { usePlayerChoices } from '../hooks/use-player-choices.ts';
import { VideoSkeleton } from './course-placeholders.tsx';
import { formatDuration } from './format.ts';
import { LessonExercise } from './lesson-exercise.tsx';
import { LessonExtras } from './lesson-extras.tsx';
import { LessonMedia } from './lesson-media.tsx';
import { LessonNav } from './lesson-nav.tsx';
import { LessonQuiz } from './lesson-quiz.tsx';
import { LocalErrorBoundary } from './local-error-boundary.tsx';
import { LockedLesson, LockedSection } from './locked-lesson.tsx';

/** The lesson's <h1>, which Previous/Next move focus to. */
export const LESSON_TITLE_ID = 'lesson-title';

type TProps = {
  lessonId: string;
  section: TSection;
  number: number;
  /** From the section's list, shown while the lesson loads and when it is locked. */
  listTitle: string | undefined;
  /** From the section's list: in a "Learn in order" project, the lesson to finish first. */
  waitsFor: TLessonLock | null;
  course: TCourseResponse;
  onOpen: (lesson: TLessonRef) => void;
  /** Theatre layout and its switch, on a wide screen only (see LessonMedia). */
  theatre?: boolean | undefined;
  onToggleTheatre?: (() => void) | undefined;
};

/**
 * The main area for one lesson: player (or the lock), title and text, the transcript and code
 * as tabs, Previous/Next, quiz.
 */
export function LessonView({
  lessonId,
  section,
  number,
  listTitle,
  waitsFor,
  course,
  onOpen,
  theatre,
  onToggleTheatre,
}: TProps) {
  // The video link is asked for alongside the lesson (one round trip, not two) when the
  // section is open to this learner; a locked lesson asks for the lesson only, for its message.
  const allowed = course.sections.find((s) => s.section === section)?.access.allowed ?? false;
  const { data: loaded, error, isPending, refetch } = useLesson(lessonId);
  // A note's link (`…&t=42`) opens the video at its moment instead of where it was left.
  const lesson = useStartAt(loaded);
  // In a "Learn in order" project the lesson says which one to finish first; its video is refused.
  const lock = lesson ? lesson.lockedBy : waitsFor;
  // Reading instead of watching asks for no video at all (the player decides once it knows the
  // lesson has captions to read).
  const choices = usePlayerChoices();
  const { readInstead, quality, dataSaver } = choices;
  const video = useQuery({
    ...videoUrlQueryOptions(lessonId),
    enabled: allowed && !lock && !readInstead,
  });
  const media = useMediaClock();
  const cost = video.data?.hls
    ? renditionFor(video.data.hls.renditions, quality, dataSaver.capsAuto)
    : undefined;
  const locked = error instanceof ApiError && error.status === 403 ? error.message : null;
  const role = useMe().data?.role ?? 'free';
  // A passed quiz's result offers its own next step; Next Lesson gives way to it.
  const [quizOffersNext, setQuizOffersNext] = useState(false);
  const nextBlock = lesson
    ? nextLessonBlock({
        next: lesson.next,
        nextAllowed:
          course.sections.find((s) => s.section === lesson.next?.section)?.access.allowed ?? false,
        nextLockedBy: lesson.nextLockedBy,
        here: {
          id: lesson.id,
          completed: lesson.progress.completed,
          hasQuiz: lesson.quiz !== null,
          quizPassed: completesByQuiz(lesson.progress.bestScore ?? 0),
          hasExercise: lesson.hasExercise,
        },
        role,
      })
    : null;
  const missing = error instanceof ApiError && error.status === 404;

  return (
    <article aria-labelledby={LESSON_TITLE_ID} className="space-y-6">
      {lesson && lock ? (
        <LockedLesson
          message={orderLockMessage(lock)}
          waitsFor={{
            number: lock.number,
            title: lock.title,
            to: { search: lessonSearch(section, lock.number) },
            state: { lessonId: lock.id },
          }}
        />
      ) : lesson ? (
        <TheatreWidth on={theatre}>
          <LessonMedia
            lesson={lesson}
            media={media}
            {...choices}
            theatre={theatre}
            onToggleTheatre={onToggleTheatre}
          />
        </TheatreWidth>
      ) : locked ? (
        // An expected lock: one offer card, no toast (the plan message is said once, in it).
        <LockedSection
          message={locked}
          about={error instanceof ApiError ? error.body.locked : undefined}
          title={listTitle}
          number={number}
          titleId={LESSON_TITLE_ID}
          section={section}
          course={course}
        />
      ) : isPending ? (
        <VideoSkeleton />
      ) : missing ? (
        <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          This lesson does not exist.{' '}
          <Link
            to={{ search: `?section=${section}` }}
            className="font-semibold text-brand-700 underline"
          >
            Start {SECTION_LABELS[section]} from its first lesson
          </Link>
        </p>
      ) : (
        <LoadError what="This lesson" retry={() => refetch()} />
      )}

      {/* A locked lesson's card already names it: its title and text are said once. */}
      {!locked && (
        <LessonDetails
          lesson={lesson}
          section={section}
          number={number}
          title={lesson?.title ?? listTitle}
          cost={
            cost && { bytes: cost.bytes, label: cost.name === 'audio' ? 'audio only' : cost.name }
          }
        />
      )}

      {lesson && !lock && allowed && (
        <LessonDownloadSlot
          lesson={{
            id: lesson.id,
            title: lesson.title,
            href: lessonPath({
              category: course.category,
              project: course.project.slug,
              section,
              number,
            }),
          }}
        />
      )}

      {lesson && (
        <>
          <LessonExtras
            lesson={lesson}
            media={media}
            reading={readInstead && lesson.hasCaptions}
            locked={!!lock}
          />
          {!lock && allowed && !(readInstead && lesson.hasCaptions) && (
            <NotesSlot lessonId={lesson.id} media={media} />
          )}
          {lesson.hasExercise && !lock && (
            <LessonExercise
              lesson={lesson}
              videoRef={media.videoRef}
              videoPending={video.isFetching && !video.data}
            />
          )}
          <LessonNav
            prev={lesson.prev}
            next={lesson.next}
            block={nextBlock}
            nextElsewhere={quizOffersNext}
            onOpen={onOpen}
          />
          {!lock && (
            <LocalErrorBoundary what="The quiz" resetKey={lesson.id}>
              <LessonQuiz key={lesson.id} lesson={lesson} onNextStep={setQuizOffersNext} />
            </LocalErrorBoundary>
          )}
        </>
      )}
    </article>
  );
}

/** The lesson with its saved position replaced by the link's `t`, when the link has one. */
function useStartAt(lesson: TLessonResponse | undefined) {
  const [params] = useSearchParams();
  const startAt = parseMomentParam(params.get('t'));
  return useMemo(
    () =>
      lesson && startAt !== null
        ? { ...lesson, progress: { ...lesson.progress, positionSeconds: startAt } }
        : lesson,
    [lesson, startAt],
  );
}

/**
 * In theatre layout the video spans the page but stays within the screen's height with its bar
 * (16:9 of what is left under the header, the breadcrumb and the Lessons bar, 13rem with a
 * margin: at 1280 × 800 the whole player shows), centred; never under 70% of the screen's width,
 * which on a screen shorter than that means the bar needs a little scroll.
 */
function TheatreWidth({ on, children }: { on: boolean | undefined; children: ReactNode }) {
  if (!on) return children;
  return <div className="mx-auto max-w-[max(70vw,calc((100dvh-14rem)*16/9))]">{children}</div>;
}

function LessonDetails({
  lesson,
  section,
  number,
  title,
  cost,
}: {
  /** What watching the whole lesson costs at the chosen quality. */
  cost: { bytes: number; label: string } | undefined;
  lesson: TLessonResponse | undefined;
  section: TSection;
  number: number;
  title: string | undefined;
}) {
  const duration = lesson?.durationSeconds;
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
        {SECTION_LABELS[section]} · Lesson {number}
      </p>
      <h1
        id={LESSON_TITLE_ID}
        tabIndex={-1}
        className="mt-2 text-balance outline-none font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl"
      >
        {title ?? <span className="inline-block h-8 w-2/3 animate-pulse rounded-lg bg-slate-100" />}
      </h1>
      {lesson && (
        <>
          <ul aria-label="About this lesson" className="mt-4 flex flex-wrap gap-2 text-sm">
            <li className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">
              <span className="sr-only">Difficulty: </span>
              {lesson.difficulty || 'All levels'}
            </li>
            {duration ? (
              <li className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">
                <span className="sr-only">Length: </span>
                {formatDuration(duration)}
              </li>
            ) : null}
            {cost && (
              <li className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">
                <span className="sr-only">Data: </span>
                {formatAboutSize(cost.bytes)} at {cost.label}
              </li>
            )}
            {lesson.progress.completed && (
              <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800">
                <CheckIcon className="h-4 w-4" />
                Completed
              </li>
            )}
          </ul>
          <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-700 leading-7">
            {lesson.description.trim() || MESSAGES.noDescription}
          </p>
        </>
      )}
    </header>
  );
}
