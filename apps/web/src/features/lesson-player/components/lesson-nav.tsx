import type { TLessonRef } from '@thinkbuild/core/learning';
import type { TNextBlock } from '@thinkbuild/core/next-step';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { useId } from 'react';
import { Link } from 'react-router';
import { lessonSearch } from '../../../entities/lesson/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ArrowRightIcon } from '../../../ui/icons.tsx';

/**
 * Previous / Next in course order: they cross sections, and are disabled at the ends. Next is
 * also disabled while the next lesson is closed to this learner, with the reason under it (core's
 * nextLessonBlock) and the way on where there is one; it gives way to a passed quiz's own next
 * step (`nextElsewhere`), so one "next" shows at a time.
 */
export function LessonNav({
  prev,
  next,
  block = null,
  nextElsewhere = false,
  onOpen,
}: {
  prev: TLessonRef | null;
  next: TLessonRef | null;
  block?: TNextBlock | null;
  nextElsewhere?: boolean;
  onOpen: (lesson: TLessonRef) => void;
}) {
  const reasonId = useId();
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
      {!nextElsewhere && (
        <div className="flex flex-col items-end gap-1">
          <Button
            size="lg"
            disabled={!next || block !== null}
            aria-describedby={next && block ? reasonId : undefined}
            onClick={() => next && !block && onOpen(next)}
            className="whitespace-nowrap max-sm:px-3.5 max-sm:text-sm"
          >
            Next Lesson
            <ArrowRightIcon className="h-4 w-4" />
          </Button>
          {next && block ? (
            <NextReason id={reasonId} block={block} next={next} />
          ) : (
            next && <Where lesson={next} />
          )}
        </div>
      )}
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

/** Why Next Lesson is disabled, with the link that leads on: the lesson to finish, or plans. */
function NextReason({ id, block, next }: { id: string; block: TNextBlock; next: TLessonRef }) {
  const link = 'font-semibold text-brand-700 hover:underline';
  return (
    <p id={id} className="px-2 text-right text-slate-600 text-xs">
      {block.kind === 'order' ? (
        <Link
          to={{ search: lessonSearch(next.section, block.lock.number) }}
          state={{ lessonId: block.lock.id }}
          className={link}
        >
          {block.reason}
        </Link>
      ) : (
        block.reason
      )}
      {block.kind === 'plan' && (
        <>
          {' · '}
          <Link to="/subscription" className={link}>
            See plans
          </Link>
        </>
      )}
    </p>
  );
}
