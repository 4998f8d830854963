import type { TLessonRef } from '@thinkbuild/core/learning';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Button } from '../../../ui/button.tsx';
import { ArrowRightIcon } from '../../../ui/icons.tsx';

/** Previous / Next in course order: they cross sections, and are disabled at the ends. */
export function LessonNav({
  prev,
  next,
  onOpen,
}: {
  prev: TLessonRef | null;
  next: TLessonRef | null;
  onOpen: (lesson: TLessonRef) => void;
}) {
  return (
    <nav aria-label="Lesson navigation" className="grid grid-cols-2 gap-3">
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="secondary"
          size="lg"
          disabled={!prev}
          onClick={() => prev && onOpen(prev)}
          className="whitespace-nowrap max-sm:px-3.5 max-sm:text-sm"
        >
          <ArrowRightIcon className="h-4 w-4 rotate-180" />
          Previous Lesson
        </Button>
        {prev && <Where lesson={prev} />}
      </div>
      <div className="flex flex-col items-end gap-1">
        <Button
          size="lg"
          disabled={!next}
          onClick={() => next && onOpen(next)}
          className="whitespace-nowrap max-sm:px-3.5 max-sm:text-sm"
        >
          Next Lesson
          <ArrowRightIcon className="h-4 w-4" />
        </Button>
        {next && <Where lesson={next} />}
      </div>
    </nav>
  );
}

function Where({ lesson }: { lesson: TLessonRef }) {
  return (
    <span aria-hidden="true" className="px-2 text-slate-500 text-xs">
      {SECTION_LABELS[lesson.section]} · Lesson {lesson.number}
    </span>
  );
}
