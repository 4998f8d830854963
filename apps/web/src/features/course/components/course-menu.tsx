import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { MESSAGES } from '@thinkbuild/core/messages';
import type { TCourseResponse, TLessonListItem } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, SECTIONS, type TSection } from '@thinkbuild/core/sections';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon, ChevronDownIcon, LockIcon } from '../../../ui/icons.tsx';
import { useSectionLessons } from '../api/get-section-lessons.ts';
import { lessonSearch } from '../hooks/use-course-location.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import { CourseProgress } from './course-progress.tsx';
import { formatDuration } from './format.ts';

export type TCurrentLesson = { section: TSection | null; number: number | null };

type TMenuProps = {
  course: TCourseResponse;
  current: TCurrentLesson;
  expanded: ReadonlySet<TSection>;
  onToggle: (section: TSection) => void;
  /** Called after a lesson link is followed (the phone drawer closes). */
  onSelect?: () => void;
};

/** The side menu: the course, its progress and the four sections, each a lazy lesson list. */
export function CourseMenu({ course, current, expanded, onToggle, onSelect }: TMenuProps) {
  const sections = [...course.sections].sort(
    (a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section),
  );
  return (
    <nav aria-label="Course lessons" className="flex flex-col gap-5">
      <div className="space-y-4">
        <div>
          <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
            {CATEGORY_LABELS[course.category]}
          </p>
          <h2 className="mt-1 font-extrabold text-slate-950 text-xl tracking-tight">
            {course.project.title}
          </h2>
        </div>
        <CourseProgress done={course.doneCount} total={course.lessonCount} />
      </div>
      <ul className="space-y-2">
        {sections.map((s) => (
          <SectionItem
            key={s.section}
            course={course}
            section={s.section}
            lessonCount={s.lessonCount}
            locked={!s.access.allowed}
            lockMessage={s.access.message}
            current={current}
            expanded={expanded.has(s.section)}
            onToggle={() => onToggle(s.section)}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </nav>
  );
}

type TSectionProps = {
  course: TCourseResponse;
  section: TSection;
  lessonCount: number;
  locked: boolean;
  lockMessage: string | undefined;
  current: TCurrentLesson;
  expanded: boolean;
  onToggle: () => void;
  onSelect: (() => void) | undefined;
};

function SectionItem(props: TSectionProps) {
  const { section, lessonCount, locked, expanded, onToggle, current } = props;
  const listId = useId();
  const holdsCurrent = current.section === section;
  return (
    <li
      className={`rounded-2xl border bg-white ${holdsCurrent ? 'border-brand-500/40 shadow-sm' : 'border-slate-200'}`}
    >
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left hover:bg-slate-50"
        >
          <ChevronDownIcon
            className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${expanded ? '' : '-rotate-90'}`}
          />
          <span className="flex-1 font-bold text-slate-900">{SECTION_LABELS[section]}</span>
          {locked && (
            <span
              title="Locked"
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
            >
              <LockIcon className="h-3.5 w-3.5" />
              <span className="sr-only">Locked</span>
            </span>
          )}
          <span className="text-slate-500 text-xs tabular-nums">
            {lessonCount}
            <span className="sr-only"> lessons</span>
          </span>
        </button>
      </h3>
      {expanded && (
        <div id={listId} className="px-2 pb-2">
          <SectionLessons {...props} />
        </div>
      )}
    </li>
  );
}

function SectionLessons({
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
      {locked && lockMessage && (
        <p className="mx-2 mb-2 rounded-xl bg-slate-50 px-3 py-2 text-slate-600 text-xs">
          {lockMessage}.{' '}
          <Link to="/subscription" className="font-semibold text-brand-700 hover:underline">
            See plans
          </Link>
        </p>
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

function LessonLink({
  lesson,
  section,
  locked,
  active,
  onSelect,
}: {
  lesson: TLessonListItem;
  section: TSection;
  locked: boolean;
  active: boolean;
  onSelect: (() => void) | undefined;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Keep the current lesson in sight inside the scrolling menu, without moving the page.
    const link = ref.current;
    const box = link?.closest<HTMLElement>('[data-menu-scroll]');
    if (!active || !link || !box) return;
    const l = link.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (l.top < b.top || l.bottom > b.bottom) box.scrollTop += l.top - b.top - b.height / 3;
  }, [active]);
  return (
    <li>
      <Link
        ref={ref}
        to={{ search: lessonSearch(section, lesson.number) }}
        state={{ lessonId: lesson.id }}
        aria-current={active ? 'page' : undefined}
        onClick={onSelect}
        className={`group flex items-start gap-3 rounded-xl px-2 py-2 text-sm transition-colors ${
          active
            ? 'bg-brand-600 text-white shadow-sm'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
        }`}
      >
        <LessonMark
          active={active}
          locked={locked}
          completed={lesson.completed}
          n={lesson.number}
        />
        <span className="min-w-0 flex-1">
          <span className={`block leading-snug ${active ? 'font-semibold' : 'font-medium'}`}>
            {lesson.title}
          </span>
          <span className={`block text-xs ${active ? 'text-brand-100' : 'text-slate-500'}`}>
            Lesson {lesson.number}
            {lesson.durationSeconds ? ` · ${formatDuration(lesson.durationSeconds)}` : ''}
            {lesson.completed && <span className="sr-only"> · Completed</span>}
            {locked && <span className="sr-only"> · Locked</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}

function LessonMark({
  active,
  locked,
  completed,
  n,
}: {
  active: boolean;
  locked: boolean;
  completed: boolean;
  n: number;
}) {
  const base =
    'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold';
  if (completed) {
    return (
      <span
        aria-hidden="true"
        className={`${base} ${active ? 'bg-white text-emerald-700' : 'bg-emerald-100 text-emerald-700'}`}
      >
        <CheckIcon className="h-3.5 w-3.5" />
      </span>
    );
  }
  if (locked) {
    return (
      <span
        aria-hidden="true"
        className={`${base} ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-500'}`}
      >
        <LockIcon className="h-3 w-3" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${base} ${active ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-600 group-hover:bg-white'}`}
    >
      {n}
    </span>
  );
}
