import type { ReactNode } from 'react';
import {
  LessonPageSkeleton,
  TextSkeleton,
  VideoSkeleton,
} from '../../../ui/lesson-page-skeleton.tsx';

export { VideoSkeleton };

/** The lesson area with nothing to show: no lessons yet, or no such lesson. */
export function CourseEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-300 border-dashed bg-white p-10 text-center">
      <h1 className="font-bold text-slate-950 text-xl">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </div>
  );
}

/** The lesson area while the lesson is worked out or loads: the video box and the text. */
export function MainSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <VideoSkeleton />
      <TextSkeleton />
      <span className="sr-only" role="status">
        Loading lesson…
      </span>
    </div>
  );
}

/** The whole page while the course loads: the same shape as the page that replaces it. */
export const CourseSkeleton = LessonPageSkeleton;
