import { describe, expect, it } from 'vitest';
import { courseProgress, trackStart } from './my-courses.ts';
import type { TSection } from './sections.ts';

const lesson = (id: string, section: TSection, number: number, completed = false) => ({
  id,
  section,
  number,
  title: `Lesson ${id}`,
  completed,
});
const stopOf = ({ completed: _, ...stop }: ReturnType<typeof lesson>) => stop;

const FREE: TSection[] = ['build'];
const CREATOR: TSection[] = ['planning', 'build', 'explanation', 'deployment'];

describe('courseProgress', () => {
  const p1 = lesson('p1', 'planning', 1);
  const b1 = lesson('b1', 'build', 1, true);
  const b2 = lesson('b2', 'build', 2);
  const b3 = lesson('b3', 'build', 3, true);
  const d1 = lesson('d1', 'deployment', 1);

  it('counts lessons done of total, per section in course order, with what the plan opens', () => {
    // Given out of order: the sections come back in the player's order all the same.
    expect(courseProgress([d1, b3, p1, b2, b1], FREE)).toEqual({
      done: 2,
      total: 5,
      sections: [
        { section: 'planning', done: 0, total: 1, open: false },
        { section: 'build', done: 2, total: 3, open: true },
        { section: 'deployment', done: 0, total: 1, open: false },
      ],
      next: stopOf(b2),
    });
  });

  it('leaves out sections without lessons', () => {
    expect(courseProgress([b1], FREE).sections.map((s) => s.section)).toEqual(['build']);
  });

  it('continues at the first unfinished lesson the plan opens, never a closed one', () => {
    // The free learner skips Planning; a Creator starts there.
    expect(courseProgress([p1, b1, b2], FREE).next).toEqual(stopOf(b2));
    expect(courseProgress([p1, b1, b2], CREATOR).next).toEqual(stopOf(p1));
    // A gap earlier in the section comes before the lessons after the last one done.
    expect(courseProgress([b1, b2, b3], FREE).next).toEqual(stopOf(b2));
  });

  it('has no next lesson once every open lesson is complete, even with closed ones left', () => {
    const progress = courseProgress([p1, b1, b3], FREE);
    expect(progress.next).toBeNull();
    expect(progress).toMatchObject({ done: 2, total: 3 });
  });

  it('is empty for a project without lessons', () => {
    expect(courseProgress([], CREATOR)).toEqual({ done: 0, total: 0, sections: [], next: null });
  });
});

describe('trackStart', () => {
  const draft = { slug: 'empty', lessons: [] };
  const creatorOnly = { slug: 'plan', lessons: [stopOf(lesson('x1', 'planning', 1))] };
  const portfolio = {
    slug: 'portfolio',
    lessons: [lesson('b2', 'build', 2), lesson('p1', 'planning', 1), lesson('b1', 'build', 1)].map(
      stopOf,
    ),
  };

  it("starts a free learner at the first project's first Build lesson", () => {
    expect(trackStart([portfolio], FREE)).toEqual({
      project: portfolio,
      lesson: stopOf(lesson('b1', 'build', 1)),
    });
  });

  it('starts a Creator at Planning lesson 1', () => {
    expect(trackStart([portfolio], CREATOR)?.lesson.id).toBe('p1');
  });

  it('passes over projects with no lesson the plan opens', () => {
    expect(trackStart([draft, creatorOnly, portfolio], FREE)?.project.slug).toBe('portfolio');
    expect(trackStart([draft, creatorOnly], FREE)).toBeNull();
    expect(trackStart([], CREATOR)).toBeNull();
  });
});
