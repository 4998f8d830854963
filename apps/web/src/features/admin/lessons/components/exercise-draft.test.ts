import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  emptyExerciseDraft,
  exerciseDraftOf,
  exerciseInputOf,
  languageOfName,
  newFile,
  sharedErrors,
  validateExercise,
  validateSiteCheck,
} from './exercise-draft.ts';

describe('exercise drafts', () => {
  it('a new exercise is valid as it is but its instructions', () => {
    const draft = emptyExerciseDraft();
    expect(validateExercise(draft).errors).toEqual({
      'exercise.instructions': 'Write the instructions',
    });
    const { input, errors } = validateExercise({ ...draft, instructions: 'Add a nav.' });
    expect(errors).toEqual({});
    expect(input?.starterFiles.map((f) => f.name)).toEqual(['index.html', 'style.css']);
  });

  it('sends files without the keys the editor keeps', () => {
    const input = exerciseInputOf(emptyExerciseDraft());
    expect(Object.keys(input.starterFiles[0] ?? {})).toEqual(['name', 'language', 'content']);
  });

  it('a new file is the language the list lacks, under a name not taken', () => {
    const draft = emptyExerciseDraft();
    const script = newFile(draft.starterFiles);
    expect(script).toMatchObject({ name: 'script.js', language: 'javascript' });
    expect(newFile([...draft.starterFiles, script])).toMatchObject({ name: 'script-2.js' });
    expect(newFile([])).toMatchObject({ name: 'index.html', language: 'html' });
  });

  it('reads a language from a file name', () => {
    expect(languageOfName('App.JSX')).toBe('javascript');
    expect(languageOfName('page.htm')).toBe('html');
    expect(languageOfName('notes.txt')).toBeNull();
  });

  it('a site check sends its instructions and hints only, checked by its own schema', () => {
    const draft = { ...emptyExerciseDraft(), kind: 'publish' as const, hints: [' '] };
    expect(draftErrors(draft)).toEqual({
      'exercise.instructions': 'Write the instructions',
      'exercise.hints.0': 'Write the hint, or remove it',
    });
    const { input } = validateSiteCheck({ ...draft, instructions: ' Publish it. ', hints: [] });
    expect(input).toEqual({ instructions: 'Publish it.', hints: [] });
  });

  it('a stored site check is edited as one, with a new exercise’s files to switch back to', () => {
    const draft = exerciseDraftOf({
      kind: 'publish',
      instructions: 'Publish it.',
      hints: ['Open My project.'],
      updatedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(draft).toMatchObject({ kind: 'publish', instructions: 'Publish it.' });
    expect(draft.starterFiles.map((f) => f.name)).toEqual(['index.html', 'style.css']);
  });

  it('switching kind keeps the errors of the fields both kinds have', () => {
    expect(
      sharedErrors({
        'exercise.instructions': 'a',
        'exercise.hints.1': 'b',
        'exercise.checks': 'c',
        'exercise.verification': 'd',
        'exercise.starterFiles.0.name': 'e',
      }),
    ).toEqual({ 'exercise.instructions': 'a', 'exercise.hints.1': 'b' });
  });
});
