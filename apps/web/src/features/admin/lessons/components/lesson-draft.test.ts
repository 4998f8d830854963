import { ZLessonInput } from '@thinkbuild/core/schemas/admin';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from '../../../../lib/form-errors.ts';
import { emptyLessonDraft, lessonInputOf, NEW_PROJECT } from './lesson-draft.ts';

const fieldsOf = (result: ReturnType<typeof ZLessonInput.safeParse>): Record<string, string> =>
  result.success ? {} : issuesToFields(result.error.issues);

describe('the lesson form', () => {
  it('needs a correct option for every question and text in every option', () => {
    const fields = fieldsOf(ZLessonInput.safeParse(lessonInputOf(emptyLessonDraft())));
    expect(fields['questions.0.correctOption']).toBe('Choose the correct option');
    expect(fields['questions.4.options.4']).toBe('Each option needs some text');
    expect(fields.section).toBe('Choose a section');
    expect(fields.number).toBe('Lesson number must be a whole number from 1');
  });
  it('sends a new project with its label only when it is coming soon, learnt in order by default', () => {
    const draft = {
      ...emptyLessonDraft(),
      project: NEW_PROJECT,
      newProject: { title: 'Shop', status: 'published' as const, comingSoonLabel: 'ignored' },
    };
    expect(lessonInputOf(draft).project).toEqual({
      kind: 'new',
      title: 'Shop',
      status: 'published',
      comingSoonLabel: undefined,
      learnInOrder: true,
    });
  });
  it('sends "Learn in order" and the explanations', () => {
    const base = emptyLessonDraft();
    const draft = {
      ...base,
      project: 'portfolio',
      learnInOrder: true,
      questions: base.questions.map((q) => ({ ...q, explanations: ['a', 'b', 'c', 'd', 'e'] })),
    };
    const input = lessonInputOf(draft);
    expect(input.project).toEqual({ kind: 'existing', slug: 'portfolio', learnInOrder: true });
    expect(input.questions[0]?.explanations).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('reads "1.5" and "2e1" as invalid lesson numbers', () => {
    for (const number of ['1.5', '2e1', '-3', ' ']) {
      expect(Number.isNaN(lessonInputOf({ ...emptyLessonDraft(), number }).number)).toBe(true);
    }
  });
});
