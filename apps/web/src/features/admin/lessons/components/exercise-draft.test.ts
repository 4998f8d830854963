import { describe, expect, it } from 'vitest';
import {
  emptyExerciseDraft,
  exerciseInputOf,
  languageOfName,
  newFile,
  validateExercise,
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
});
