import { describe, expect, it } from 'vitest';
import { apiPaths, coursePageTarget } from './lesson-answers.ts';

describe('coursePageTarget', () => {
  it('reads the project and the lesson from a lesson link', () => {
    expect(coursePageTarget('/coursepage/web/portfolio', '?section=build&lesson=3')).toEqual({
      category: 'web',
      project: 'portfolio',
      lesson: { section: 'build', number: 3 },
    });
  });

  it('names no lesson when the link does not say a valid one', () => {
    for (const search of [
      '',
      '?section=build',
      '?section=nope&lesson=1',
      '?section=build&lesson=0',
      '?section=build&lesson=1.5',
      '?section=build&lesson=x',
    ])
      expect(coursePageTarget('/coursepage/web/portfolio/', search)?.lesson).toBeNull();
  });

  it('is null for any other page and for a malformed address', () => {
    expect(coursePageTarget('/courses/web/portfolio', '')).toBeNull();
    expect(coursePageTarget('/coursepage/web', '')).toBeNull();
    expect(coursePageTarget('/coursepage/web/portfolio/extra', '')).toBeNull();
    expect(coursePageTarget('/coursepage/%E0%A4%A/portfolio', '')).toBeNull();
  });

  it('decodes the names, and the paths encode them again', () => {
    const target = coursePageTarget('/coursepage/web/my%20app', '');
    expect(target?.project).toBe('my app');
    expect(apiPaths.course('web', 'my app')).toBe('/courses/web/my%20app');
    expect(apiPaths.sectionLessons('web', 'my app', 'build')).toBe(
      '/courses/web/my%20app/sections/build?after=0',
    );
  });
});
