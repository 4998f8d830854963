import { describe, expect, it } from 'vitest';
import { sectionsOpenTo } from './roles.ts';

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
