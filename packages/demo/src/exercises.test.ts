import { projectSteps, SECTIONS, ZExercise } from '@thinkbuild/core';
import { EXERCISE_LIBRARIES } from '@thinkbuild/core/sandbox';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog.ts';
import { SEED_HINTS } from './exercise-hints.ts';
import { hintKey, SEED_EXERCISES } from './exercises.ts';

const lessonOf = ({ lesson: at }: (typeof SEED_EXERCISES)[number]) =>
  SEED_CATALOG.find((c) => c.slug === at.category)
    ?.projects.find((p) => p.slug === at.project)
    ?.lessons.find((l) => l.section === at.section && l.number === at.number);

const where = ({ lesson: at }: (typeof SEED_EXERCISES)[number]) =>
  `${at.category}/${at.project} ${at.section} ${at.number}`;

describe('the demo exercises', () => {
  it.each(SEED_EXERCISES.map((e) => [where(e), e] as const))(
    '%s parses as an exercise an admin could save',
    (_, seed) => {
      const parsed = ZExercise.safeParse(seed.exercise);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('each has two or three hints, none of which holds a line of its solution', () => {
    const lines = (files: { content: string }[]) =>
      new Set(files.flatMap((f) => f.content.split('\n').map((l) => l.trim())));
    for (const seed of SEED_EXERCISES) {
      const hints = seed.exercise.hints ?? [];
      expect(hints.length, where(seed)).toBeGreaterThanOrEqual(2);
      const starter = lines(seed.exercise.starterFiles);
      const answer = [...lines(seed.exercise.solutionFiles)].filter(
        (l) => l.length >= 8 && !starter.has(l) && !/^[<{}/]*[/>})]*;?$/.test(l),
      );
      for (const hint of hints)
        for (const line of answer) expect(hint, `${where(seed)}: ${line}`).not.toContain(line);
    }
  });

  it('every set of hints belongs to an exercise', () => {
    expect(Object.keys(SEED_HINTS).sort()).toEqual(SEED_EXERCISES.map(hintKey).sort());
  });

  it('every hint a check points to is one of its hints, and one exercise points', () => {
    let pointing = 0;
    for (const seed of SEED_EXERCISES) {
      const pointed = [...seed.exercise.checks.matchAll(/\{\s*hint:\s*(\d+)\s*\}/g)];
      if (pointed.length) pointing++;
      for (const [, n] of pointed)
        expect(Number(n), where(seed)).toBeLessThanOrEqual(seed.exercise.hints?.length ?? 0);
    }
    expect(pointing).toBeGreaterThan(0);
  });

  it('each follows an existing lesson of the demo catalog, named by its title', () => {
    for (const seed of SEED_EXERCISES) {
      expect(lessonOf(seed)?.title, where(seed)).toBe(seed.lesson.title);
    }
  });

  it('one per lesson: at least 8 in the web Portfolio, 2 in the mobile one, 2 in a game', () => {
    const keys = SEED_EXERCISES.map(where);
    expect(new Set(keys).size).toBe(keys.length);
    const count = (category: string, project?: string) =>
      SEED_EXERCISES.filter(
        (e) => e.lesson.category === category && (!project || e.lesson.project === project),
      ).length;
    expect(count('web', 'portfolio')).toBeGreaterThanOrEqual(8);
    expect(count('mobile', 'portfolio')).toBeGreaterThanOrEqual(2);
    expect(count('game')).toBeGreaterThanOrEqual(2);
  });

  it('the starter and the solution have the same files, with different code', () => {
    for (const { exercise } of SEED_EXERCISES) {
      const names = (files: { name: string }[]) => files.map((f) => f.name).sort();
      expect(names(exercise.starterFiles)).toEqual(names(exercise.solutionFiles));
      expect(exercise.starterFiles).not.toEqual(exercise.solutionFiles);
    }
  });

  // A project's exercises, in course order, are the steps of one project the learner builds
  // (core's projectSteps): each starts from the step before's solution. An edit that breaks the
  // chain would turn the steps after it back into separate snippets.
  it.each([
    ['web', 'portfolio', 8],
    ['mobile', 'portfolio', 2],
    ['game', '3d-shooter-unity', 2],
  ] as const)('every exercise of %s/%s is a step of its project', (category, project, count) => {
    const inOrder = SEED_EXERCISES.filter(
      (e) => e.lesson.category === category && e.lesson.project === project,
    ).sort(
      (a, b) =>
        SECTIONS.indexOf(a.lesson.section) - SECTIONS.indexOf(b.lesson.section) ||
        a.lesson.number - b.lesson.number,
    );
    expect(inOrder).toHaveLength(count);
    const steps = projectSteps(
      inOrder.map((seed) => ({
        lessonId: where(seed),
        starterFiles: seed.exercise.starterFiles,
        solutionFiles: seed.exercise.solutionFiles,
      })),
    );
    expect(inOrder.map((seed) => [where(seed), steps.get(where(seed))])).toEqual(
      inOrder.map((seed, i) => [where(seed), { number: i + 1, of: count }]),
    );
  });

  it('every script and stylesheet the HTML names is one of its files or a library', () => {
    const libraries: string[] = Object.values(EXERCISE_LIBRARIES);
    for (const seed of SEED_EXERCISES) {
      for (const files of [seed.exercise.starterFiles, seed.exercise.solutionFiles]) {
        const html = files.find((f) => f.language === 'html')?.content ?? '';
        const named = [...html.matchAll(/(?:src|href)="([\w.-]+\.(?:js|css))"/g)].map((m) => m[1]);
        for (const name of named) {
          expect(
            files.some((f) => f.name === name) || libraries.includes(name ?? ''),
            `${where(seed)} names ${name}`,
          ).toBe(true);
        }
      }
    }
  });
});
