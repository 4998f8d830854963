import { createHash } from 'node:crypto';
import { verificationSubject } from '@thinkbuild/core';

/**
 * What an exercise's verification is for, as a short fixed-length key (stored in
 * `lesson_exercise.verified_hash`, docs/decisions/019 "Authoring"): the admin's save stores it
 * after a passing Try checks; the demo seed stores it for its exercises, whose solutions and
 * starters e2e/demo-exercises.spec.ts runs through the real runner.
 */
export const verificationHash = (exercise: Parameters<typeof verificationSubject>[0]) =>
  createHash('sha256').update(verificationSubject(exercise)).digest('base64url');
