import { api } from '../../../../lib/api-client.ts';
import { exercisePath } from './get-admin-exercise.ts';

export const deleteExercise = (id: string) =>
  api<{ deleted: true }>(exercisePath(id), { method: 'DELETE' });
