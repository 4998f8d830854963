import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import type { ReactNode } from 'react';
import { CourseProgress } from '../../../entities/progress/course-progress.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { LayersIcon } from '../../../ui/icons.tsx';
import { LessonsDrawer } from './lessons-drawer.tsx';

type TProps = {
  /** From Tailwind's `lg` the menu is a sidebar, below it a drawer behind a Lessons button. */
  isDesktop: boolean;
  course: TCourseResponse;
  drawerOpen: boolean;
  onDrawer: (open: boolean) => void;
  /** The course menu itself. */
  children: ReactNode;
};

/** Where the course menu lives: a sticky sidebar on a wide screen, a drawer on a phone. */
export function CourseMenuFrame({ isDesktop, course, drawerOpen, onDrawer, children }: TProps) {
  if (isDesktop)
    return (
      <aside
        data-menu-scroll
        className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white/70 p-4 shadow-sm"
      >
        {children}
      </aside>
    );
  return (
    <>
      <div className="mb-5 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
        <button
          type="button"
          onClick={() => onDrawer(true)}
          aria-haspopup="dialog"
          // A filled button in both themes (a slate fill melts into the dark card).
          className={buttonClass('primary', 'md', 'shrink-0')}
        >
          <LayersIcon className="h-4 w-4" />
          Lessons
        </button>
        <div className="min-w-0 flex-1">
          <CourseProgress done={course.doneCount} total={course.lessonCount} compact />
        </div>
      </div>
      <LessonsDrawer open={drawerOpen} onClose={() => onDrawer(false)}>
        {children}
      </LessonsDrawer>
    </>
  );
}
