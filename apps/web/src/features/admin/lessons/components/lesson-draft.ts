import type { TCategory } from '@thinkbuild/core/categories';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_LESSON } from '@thinkbuild/core/learning';
import type { TAdminLesson } from '@thinkbuild/core/schemas/admin';
import type { TSection } from '@thinkbuild/core/sections';

export const NEW_PROJECT = '__new';

export type TQuestionDraft = {
  question: string;
  options: string[];
  /** Per option, why it is right or wrong ('' for none). */
  explanations: string[];
  correctOption: number | null;
};

/** What the lesson form edits: strings and choices, as the inputs hold them. */
export type TLessonDraft = {
  category: TCategory | '';
  /** An existing project's slug, NEW_PROJECT, or '' (none chosen). */
  project: string;
  newProject: { title: string; status: 'published' | 'coming_soon'; comingSoonLabel: string };
  /** The chosen (or new) project's "Learn in order". */
  learnInOrder: boolean;
  section: TSection | '';
  number: string;
  difficulty: string;
  title: string;
  description: string;
  questions: TQuestionDraft[];
};

export const emptyLessonDraft = (): TLessonDraft => ({
  category: '',
  project: '',
  newProject: { title: '', status: 'published', comingSoonLabel: '' },
  learnInOrder: true,
  section: '',
  number: '',
  difficulty: 'Beginner',
  title: '',
  description: '',
  questions: Array.from({ length: QUESTIONS_PER_LESSON }, () => ({
    question: '',
    options: Array.from({ length: OPTIONS_PER_QUESTION }, () => ''),
    explanations: Array.from({ length: OPTIONS_PER_QUESTION }, () => ''),
    correctOption: null,
  })),
});

export const lessonDraftOf = (lesson: TAdminLesson): TLessonDraft => ({
  ...emptyLessonDraft(),
  category: lesson.category,
  project: lesson.project.slug,
  learnInOrder: lesson.project.learnInOrder,
  section: lesson.section,
  number: String(lesson.number),
  difficulty: lesson.difficulty,
  title: lesson.title,
  description: lesson.description,
  questions: lesson.questions.map((q) => ({
    ...q,
    options: [...q.options],
    explanations: q.options.map((_, i) => q.explanations?.[i] ?? ''),
  })),
});

/** The request body the draft stands for; the shared schema judges it. */
export function lessonInputOf(draft: TLessonDraft) {
  const p = draft.newProject;
  return {
    category: draft.category || undefined,
    project:
      draft.project === NEW_PROJECT
        ? {
            kind: 'new' as const,
            title: p.title,
            status: p.status,
            comingSoonLabel: p.status === 'coming_soon' ? p.comingSoonLabel : undefined,
            learnInOrder: draft.learnInOrder,
          }
        : { kind: 'existing' as const, slug: draft.project, learnInOrder: draft.learnInOrder },
    section: draft.section || undefined,
    number: /^\d+$/.test(draft.number.trim()) ? Number(draft.number) : Number.NaN,
    difficulty: draft.difficulty,
    title: draft.title,
    description: draft.description,
    questions: draft.questions.map((q) => ({
      question: q.question,
      options: q.options,
      explanations: q.explanations,
      correctOption: q.correctOption ?? undefined,
    })),
  };
}
