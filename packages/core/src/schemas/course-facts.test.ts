import { describe, expect, it } from 'vitest';
import { COURSE_FACT_LINES_MAX, ZCourseFactsInput } from './course-pages.ts';

const fieldsOf = (input: unknown) => {
  const parsed = ZCourseFactsInput.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const good = {
  level: 'Intermediate',
  outcomes: ['  Build a grid layout  ', 'Deploy the site'],
  prerequisites: [],
};

describe('ZCourseFactsInput', () => {
  it('accepts a level from the fixed set and trims each line', () => {
    expect(ZCourseFactsInput.parse(good)).toEqual({
      level: 'Intermediate',
      outcomes: ['Build a grid layout', 'Deploy the site'],
      prerequisites: [],
    });
  });

  it('names the field of each mistake', () => {
    expect(
      fieldsOf({ level: 'Expert', outcomes: ['Fine', '   '], prerequisites: ['x'.repeat(201)] }),
    ).toEqual({
      level: 'Choose a level',
      'outcomes.1': 'An outcome needs some text (or remove it)',
      'prerequisites.0': 'A prerequisite is at most 200 characters',
    });
  });

  it('asks for at least one outcome and at most the maximum of each list', () => {
    expect(fieldsOf({ ...good, outcomes: [] })).toEqual({ outcomes: 'Add at least one outcome' });
    const many = Array.from({ length: COURSE_FACT_LINES_MAX + 1 }, (_, i) => `Line ${i}`);
    expect(fieldsOf({ ...good, prerequisites: many })).toEqual({
      prerequisites: `At most ${COURSE_FACT_LINES_MAX} prerequisites`,
    });
  });

  it('flags a line given twice (case and spaces aside) on the second one', () => {
    expect(fieldsOf({ ...good, outcomes: ['Deploy the site', 'a', ' deploy THE site'] })).toEqual({
      'outcomes.2': 'An outcome is listed twice',
    });
  });
});
