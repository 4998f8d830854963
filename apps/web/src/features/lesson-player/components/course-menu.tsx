import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { myProjectPath } from '@thinkbuild/core/routes';
import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, SECTIONS, type TSection } from '@thinkbuild/core/sections';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseProgress } from '../../../entities/progress/course-progress.tsx';
import { ChevronDownIcon, CodeIcon, LockIcon } from '../../../ui/icons.tsx';
import { SectionLessons } from './section-lessons.tsx';

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
        <Link
          to={myProjectPath(course.category, course.project.slug)}
          onClick={onSelect}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm hover:border-brand-300 hover:bg-brand-50"
        >
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <CodeIcon className="h-4 w-4" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">My project</span>
            <span className="block text-slate-600 text-xs">Your own copy, saved as you type</span>
          </span>
        </Link>
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

export type TSectionProps = {
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
