import type { TLessonStop, TNextStep } from '@thinkbuild/core/next-step';
import type { TQuizResult } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { lessonSearch } from '../../../entities/lesson/paths.ts';
import { ButtonLink, buttonClass } from '../../../ui/button.tsx';
import { ArrowRightIcon, SparkleIcon } from '../../../ui/icons.tsx';
import { certificatePdfUrl, useCourseCertificates } from '../api/get-course-certificates.ts';

const lessonLink = (l: TLessonStop) => ({
  to: { search: lessonSearch(l.section, l.number) },
  state: { lessonId: l.id },
});

/** "Questions 2 and 4": which questions to look at again before the next try. */
export function wrongQuestions(result: TQuizResult): string {
  const wrong = result.results.map((r, i) => (r.correct ? null : i + 1)).filter((n) => n !== null);
  if (wrong.length === 1) return `question ${wrong[0]}`;
  return `questions ${wrong.slice(0, -1).join(', ')} and ${wrong.at(-1)}`;
}

/** A step that leads to another lesson, a section or the next project: a "next" of its own. */
export const offersNext = (step: TNextStep) =>
  step.kind === 'lesson' || step.kind === 'finish' || step.kind === 'section';

/**
 * Under a submitted quiz's score: the one step to take next, as the server worked it out
 * (core's nextStepAfterQuiz). A failed quiz keeps its Try again button in the form below.
 */
export function QuizNextStep({
  step,
  category,
  project,
}: {
  step: TNextStep;
  category: string;
  project: string;
}) {
  switch (step.kind) {
    case 'retry':
      return null;
    case 'exercise':
      return (
        <p className="mt-4 font-semibold">
          Quiz passed. Next: the code exercise below completes this lesson.
        </p>
      );
    case 'lesson':
      return (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ButtonLink {...lessonLink(step.lesson)} size="lg">
            Next lesson
            <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
          <span className="text-sm">
            Lesson {step.lesson.number}: {step.lesson.title}
          </span>
        </div>
      );
    case 'finish':
      return (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ButtonLink {...lessonLink(step.lesson)} size="lg">
            Finish lesson {step.lesson.number}: {step.lesson.title}
            <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
          <span className="text-sm">It is the last one left in this section.</span>
        </div>
      );
    case 'section':
      return (
        <div className="mt-4 space-y-3">
          <p className="flex items-center gap-2 font-bold text-lg">
            <SparkleIcon className="h-5 w-5 shrink-0" />
            Section complete: you finished every lesson of {SECTION_LABELS[step.section]}.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SectionCertificate category={category} project={project} section={step.section} />
            {step.next ? (
              <ButtonLink {...lessonLink(step.next)} size="lg">
                Next: {SECTION_LABELS[step.next.section]}, lesson {step.next.number}
                <ArrowRightIcon className="h-4 w-4" />
              </ButtonLink>
            ) : (
              <ButtonLink to="/home" size="lg">
                You completed this project. Choose the next one
                <ArrowRightIcon className="h-4 w-4" />
              </ButtonLink>
            )}
          </div>
        </div>
      );
  }
}

/** The section's certificate, once earned: the download, or where to add the name first. */
function SectionCertificate({
  category,
  project,
  section,
}: {
  category: string;
  project: string;
  section: TSection;
}) {
  const { data } = useCourseCertificates(category, project);
  const mine = data?.sections.find((s) => s.section === section);
  if (!data?.allowed || !mine?.complete) return null;
  return data.hasName || mine.code ? (
    <a
      href={certificatePdfUrl(category, project, section)}
      download
      className={buttonClass('secondary', 'lg')}
    >
      Download your certificate
    </a>
  ) : (
    <Link to="/account" className={buttonClass('secondary', 'lg')}>
      Add your name to get your certificate
    </Link>
  );
}
