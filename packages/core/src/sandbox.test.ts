import { describe, expect, it } from 'vitest';
import { EXERCISE_RUNNER_PATH, exerciseRunnerPath, isExerciseLibrary } from './sandbox.ts';

describe('exerciseRunnerPath', () => {
  it('is the plain runner without libraries, and one URL per set of libraries', () => {
    expect(exerciseRunnerPath()).toBe(EXERCISE_RUNNER_PATH);
    expect(exerciseRunnerPath(['react', 'react'])).toBe(`${EXERCISE_RUNNER_PATH}?with=react`);
    expect(exerciseRunnerPath(['react'], '/runner')).toBe('/runner?with=react');
  });

  it('knows its libraries by name, and nothing inherited', () => {
    expect(isExerciseLibrary('react')).toBe(true);
    expect(isExerciseLibrary('jquery')).toBe(false);
    expect(isExerciseLibrary('toString')).toBe(false);
  });
});
