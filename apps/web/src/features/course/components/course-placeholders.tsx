import type { ReactNode } from 'react';
import { Container } from '../../../ui/container.tsx';

/** The lesson area with nothing to show: no lessons yet, or no such lesson. */
export function CourseEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-300 border-dashed bg-white p-10 text-center">
      <h1 className="font-bold text-slate-950 text-xl">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </div>
  );
}

/** The lesson area while the lesson is worked out or loads. */
export function MainSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <div className="aspect-video animate-pulse rounded-2xl bg-gradient-to-br from-slate-200 to-slate-100" />
      <div className="h-40 animate-pulse rounded-2xl bg-white" />
      <span className="sr-only" role="status">
        Loading lesson…
      </span>
    </div>
  );
}

/** The whole page while the course loads. */
export function CourseSkeleton() {
  return (
    <div className="bg-slate-50">
      <Container className="py-6 sm:py-8">
        <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
        <div className="mt-5 items-start gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
          <div className="hidden h-96 animate-pulse rounded-2xl bg-white lg:block" />
          <MainSkeleton />
        </div>
      </Container>
    </div>
  );
}
