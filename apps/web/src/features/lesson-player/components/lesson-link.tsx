import { LESSON_STATE_LABELS, type TLessonState, upNextAfter } from '@thinkbuild/core/mastery';
import type { TLessonListItem } from '@thinkbuild/core/schemas/learning';
import type { TSection } from '@thinkbuild/core/sections';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { lessonSearch } from '../../../entities/lesson/paths.ts';
import { CheckIcon, CrossIcon, LockIcon, PlayIcon } from '../../../ui/icons.tsx';
import { formatDuration } from './format.ts';

/**
 * One lesson in the menu: its number or state mark, title, length and state in words (not
 * colour alone), and why it is closed when it is. Only the plan closes with a padlock; a lesson
 * that waits in a "Learn in order" project is "up next" after the lesson to finish, linked.
 */
export function LessonLink({
  lesson,
  section,
  locked,
  active,
  onSelect,
}: {
  lesson: TLessonListItem;
  section: TSection;
  /** The section is not in the learner's plan. */
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
  const waitsFor = locked ? null : lesson.lockedBy;
  const mark = locked ? 'plan' : waitsFor ? 'waiting' : null;
  return (
    <li>
      <Link
        ref={ref}
        to={{ search: lessonSearch(section, lesson.number) }}
        state={{ lessonId: lesson.id }}
        aria-current={active ? 'page' : undefined}
        onClick={onSelect}
        data-state={lesson.state}
        className={`group flex items-start gap-3 rounded-xl px-2 py-2 text-sm transition-colors ${
          active
            ? 'bg-brand-600 text-white shadow-sm'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
        }`}
      >
        <LessonMark active={active} closed={mark} state={lesson.state} n={lesson.number} />
        <span className="min-w-0 flex-1">
          <span className={`block leading-snug ${active ? 'font-semibold' : 'font-medium'}`}>
            {lesson.title}
          </span>
          <span className={`block text-xs ${active ? 'text-brand-100' : 'text-slate-500'}`}>
            Lesson {lesson.number}
            {lesson.durationSeconds ? ` · ${formatDuration(lesson.durationSeconds)}` : ''}
            {lesson.state === 'not_started' ? (
              <span className="sr-only"> · {LESSON_STATE_LABELS.not_started}</span>
            ) : (
              <StateText state={lesson.state} active={active} />
            )}
            {locked && <span className="sr-only"> · Locked</span>}
            {waitsFor && <span className="sr-only"> · {upNextAfter(waitsFor)}</span>}
          </span>
        </span>
      </Link>
      {waitsFor && (
        // Beside the lesson's own link, not in it: the way to the lesson that opens this one.
        <Link
          to={{ search: lessonSearch(section, waitsFor.number) }}
          state={{ lessonId: waitsFor.id }}
          onClick={onSelect}
          className="-mt-1 mb-1 ml-11 inline-block rounded py-0.5 font-medium text-brand-700 text-xs hover:underline"
        >
          {upNextAfter(waitsFor)}
        </Link>
      )}
    </li>
  );
}

const STATE_TEXT: Record<Exclude<TLessonState, 'not_started'>, string> = {
  watched: 'text-brand-700',
  quiz_failed: 'text-red-700',
  complete: 'text-emerald-700',
};

function StateText({
  state,
  active,
}: {
  state: Exclude<TLessonState, 'not_started'>;
  active: boolean;
}) {
  return (
    <span className={`font-semibold ${active ? 'text-white' : STATE_TEXT[state]}`}>
      {' · '}
      {LESSON_STATE_LABELS[state]}
    </span>
  );
}

/**
 * The round mark: a tick, a cross, a play sign, a padlock (the plan), the number in a dashed
 * ring (waiting for an earlier lesson) or the lesson's number.
 */
function LessonMark({
  active,
  closed,
  state,
  n,
}: {
  active: boolean;
  closed: 'plan' | 'waiting' | null;
  state: TLessonState;
  n: number;
}) {
  const base =
    'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold';
  const look = (idle: string) => `${base} ${active ? 'bg-white' : idle}`;
  if (state === 'complete') {
    return (
      <span aria-hidden="true" className={look('bg-emerald-100 text-emerald-700')}>
        <CheckIcon className="h-3.5 w-3.5 text-emerald-700" />
      </span>
    );
  }
  if (closed === 'plan') {
    return (
      <span
        aria-hidden="true"
        data-mark="padlock"
        className={`${base} ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-500'}`}
      >
        <LockIcon className="h-3 w-3" />
      </span>
    );
  }
  if (closed === 'waiting') {
    return (
      <span
        aria-hidden="true"
        data-mark="waiting"
        className={`${base} border border-dashed ${active ? 'border-white text-white' : 'border-slate-400 text-slate-500'}`}
      >
        {n}
      </span>
    );
  }
  if (state === 'quiz_failed') {
    return (
      <span aria-hidden="true" className={look('bg-red-100 text-red-700')}>
        <CrossIcon className="h-3 w-3 text-red-700" />
      </span>
    );
  }
  if (state === 'watched') {
    return (
      <span aria-hidden="true" className={look('bg-brand-100 text-brand-700')}>
        <PlayIcon className="h-3 w-3 text-brand-700" />
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
