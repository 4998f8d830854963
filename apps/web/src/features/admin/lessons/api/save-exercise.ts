import type { TAdminExercise, TExerciseSave } from '@thinkbuild/core/schemas/exercise';
import { api } from '../../../../lib/api-client.ts';
import { exercisePath } from './get-admin-exercise.ts';

/** Saves the exercise with the Try checks run on exactly these files and checks, if any. */
export const saveExercise = (id: string, input: TExerciseSave) =>
  api<TAdminExercise>(exercisePath(id), { method: 'PUT', body: JSON.stringify(input) });
