import { describe, expect, it } from 'vitest';
import { featuresOpenTo, sectionsOpenTo } from './roles.ts';

describe('featuresOpenTo', () => {
  it('lists what the plan matrix gives: Starter has exercises, My project and certificates, free does not', () => {
    expect(featuresOpenTo('free')).toEqual(['Build lessons and their quizzes']);
    expect(featuresOpenTo('starter')).toEqual([
      'Build lessons and their quizzes',
      'Code exercises',
      'My project',
      'Certificates',
    ]);
    expect(featuresOpenTo('admin')).toHaveLength(7);
  });
});

describe('sectionsOpenTo', () => {
  it('lists what each plan opens, in course order', () => {
    expect(sectionsOpenTo('free')).toEqual(['Build']);
    expect(sectionsOpenTo('builder')).toEqual(['Build', 'Deeper Explanation']);
    expect(sectionsOpenTo('creator')).toEqual([
      'Planning',
      'Build',
      'Deeper Explanation',
      'Deployment',
    ]);
  });
});
