import { describe, expect, it } from 'vitest';
import { exerciseFilesOf, filesAfterStep, projectSteps, stepName } from './project-steps.ts';

const f = (name: string, content: string) => ({ name, content });
const exercise = (lessonId: string, starter: string, solution: string) => ({
  lessonId,
  starterFiles: [f('index.html', starter), f('style.css', 'body{}')],
  solutionFiles: [f('style.css', 'body{}'), f('index.html', solution)],
});

describe('projectSteps', () => {
  it('chains exercises whose starter is the step before’s solution, in any file order', () => {
    const steps = projectSteps([
      exercise('a', '<p>0', '<p>1'),
      exercise('b', '<p>1', '<p>2'),
      exercise('c', '<p>2', '<p>3'),
    ]);
    expect([...steps.entries()]).toEqual([
      ['a', { number: 1, of: 3 }],
      ['b', { number: 2, of: 3 }],
      ['c', { number: 3, of: 3 }],
    ]);
  });

  it('leaves an exercise written on its own out, and the chain goes on past it', () => {
    const steps = projectSteps([
      exercise('a', '<p>0', '<p>1'),
      exercise('alone', '<p>x', '<p>y'),
      exercise('b', '<p>1', '<p>2'),
    ]);
    expect(steps.get('alone')).toBeUndefined();
    expect(steps.get('b')).toEqual({ number: 2, of: 2 });
  });

  it('a different file set is no continuation, and no exercises make no steps', () => {
    const a = exercise('a', '<p>0', '<p>1');
    const b = { ...exercise('b', '<p>1', '<p>2'), starterFiles: [f('index.html', '<p>1')] };
    expect(projectSteps([a, b]).has('b')).toBe(false);
    expect(projectSteps([]).size).toBe(0);
  });

  it('names a step with its place and its lesson', () => {
    expect(stepName({ number: 2, of: 8 }, 'Building the Navigation Bar')).toBe(
      'Step 2 of 8 · Building the Navigation Bar',
    );
  });
});

describe('exerciseFilesOf', () => {
  it('gives a flat project with one page to the step’s editor, page first', () => {
    expect(
      exerciseFilesOf([
        { path: 'style.css', content: 'a{}' },
        { path: 'index.html', content: '<p>' },
        { path: 'script.js', content: '1' },
      ]),
    ).toEqual([
      { name: 'index.html', language: 'html', content: '<p>' },
      { name: 'script.js', language: 'javascript', content: '1' },
      { name: 'style.css', language: 'css', content: 'a{}' },
    ]);
  });

  it('refuses folders, a second page and more files than an exercise holds', () => {
    const page = { path: 'index.html', content: '' };
    expect(exerciseFilesOf([page, { path: 'css/site.css', content: '' }])).toBeNull();
    expect(exerciseFilesOf([page, { path: 'about.html', content: '' }])).toBeNull();
    const many = Array.from({ length: 7 }, (_, i) => ({ path: `f${i}.css`, content: '' }));
    expect(exerciseFilesOf([page, ...many])).toBeNull();
  });
});

describe('filesAfterStep', () => {
  it('writes the step’s files over the project’s and keeps the others', () => {
    const project = [
      { path: 'index.html', content: 'old' },
      { path: 'css/extra.css', content: 'mine' },
    ];
    expect(filesAfterStep(project, [f('index.html', 'new'), f('style.css', 's')])).toEqual([
      { path: 'index.html', content: 'new' },
      { path: 'style.css', content: 's' },
      { path: 'css/extra.css', content: 'mine' },
    ]);
  });

  it('makes the step’s page the front page whatever its name', () => {
    expect(filesAfterStep([{ path: 'index.html', content: 'old' }], [f('page.html', 'p')])).toEqual(
      [{ path: 'index.html', content: 'p' }],
    );
  });
});
