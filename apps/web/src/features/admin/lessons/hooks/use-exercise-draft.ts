import { RUN_TRY_CHECKS, verificationSubject, verifies } from '@thinkbuild/core/exercise-authoring';
import type { TAdminExercise } from '@thinkbuild/core/schemas/exercise';
import type { TExerciseKind } from '@thinkbuild/core/site-check';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { deleteExercise } from '../api/delete-exercise.ts';
import { useAdminExercise } from '../api/get-admin-exercise.ts';
import { saveExercise } from '../api/save-exercise.ts';
import { saveSiteCheck } from '../api/save-site-check.ts';
import {
  draftErrors,
  EXERCISE_PREFIX,
  emptyExerciseDraft,
  exerciseDraftOf,
  exerciseInputOf,
  prefixed,
  sharedErrors,
  siteCheckInputOf,
  type TExerciseDraft,
  validateExercise,
} from '../components/exercise-draft.ts';
import { type TTried, useTryChecks, verificationOf } from './use-try-checks.ts';

const VERIFICATION_KEY = `${EXERCISE_PREFIX}verification`;

/**
 * The lesson editor's Exercise part: loaded for an existing lesson, checked with the shared
 * schema, tried in the sandbox, and saved after the lesson itself, once it has an id. Whether it
 * is verified follows the server's rule (docs/decisions/019, "Authoring"): a passing Try for
 * exactly the current files and checks, or the stored verification when they have not changed.
 * A site check ('publish') has nothing to try: the server's checks are fixed, so it is verified.
 */
export function useExerciseDraft(lessonId: string | undefined) {
  const query = useAdminExercise(lessonId);
  const [stored, setStored] = useState<TAdminExercise | null>(null);
  const [draft, setDraft] = useState<TExerciseDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState<TTried | null>(null);
  const loaded = useRef(false);
  const tryChecks = useTryChecks();

  useEffect(() => {
    if (loaded.current || query.data === undefined) return;
    loaded.current = true;
    setStored(query.data);
    if (query.data) setDraft(exerciseDraftOf(query.data));
  }, [query.data]);

  const code = draft?.kind === 'code' ? draft : null;
  const storedCode = stored?.kind === 'code' ? stored : null;
  const subject = code ? verificationSubject(exerciseInputOf(code)) : null;
  const storedSubject = storedCode ? verificationSubject(storedCode) : null;
  /** The Try that was run on exactly the current files and checks. */
  const currentTry = tried && tried.subject === subject ? tried : null;
  const verified =
    draft?.kind === 'publish' ||
    (currentTry
      ? currentTry.problems.length === 0
      : Boolean(storedCode?.verifiedAt && subject === storedSubject));
  const changed =
    draft === null
      ? stored !== null
      : !stored ||
        draft.kind !== stored.kind ||
        subject !== storedSubject ||
        draft.instructions.trim() !== stored.instructions ||
        JSON.stringify(draft.hints.map((h) => h.trim())) !== JSON.stringify(stored.hints) ||
        (currentTry !== null && currentTry.problems.length === 0 && !storedCode?.verifiedAt);

  const clear = (...keys: string[]) =>
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => !keys.includes(k))));

  /**
   * What stops a save, as the server would: the schema's messages and an exercise that is not
   * verified when the save publishes the lesson, or changes the exercise of a published one.
   */
  function validate(lesson: { published: boolean; publishing: boolean }): Record<string, string> {
    if (!draft) {
      setErrors({});
      return {};
    }
    const found = draftErrors(draft);
    const guarded = lesson.publishing || (lesson.published && changed);
    if (guarded && !verified) found[VERIFICATION_KEY] = RUN_TRY_CHECKS;
    setErrors(found);
    return found;
  }

  /** Saves (or removes) the exercise of the saved lesson; a refusal marks its fields and throws. */
  async function save(id: string) {
    if (!changed) return;
    try {
      if (!draft) {
        await deleteExercise(id);
        setStored(null);
        return;
      }
      if (draft.kind === 'publish') {
        setStored(await saveSiteCheck(id, siteCheckInputOf(draft)));
        return;
      }
      const input = exerciseInputOf(draft);
      const verification = currentTry ? verificationOf(currentTry) : undefined;
      setStored(await saveExercise(id, { ...input, ...(verification && { verification }) }));
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(prefixed(error.body.fields));
      throw error;
    }
  }

  async function runTry() {
    if (draft?.kind !== 'code') return;
    const { input, errors: found } = validateExercise(draft);
    setErrors(found);
    if (!input) return;
    const result = await tryChecks.run(input);
    if (result) setTried(result);
    if (result && verifies(verificationOf(result))) clear(VERIFICATION_KEY);
  }

  return {
    /** An existing lesson's exercise is still on its way, or could not be read. */
    loading: Boolean(lessonId) && query.isPending,
    loadFailed: query.isError && !loaded.current,
    reload: () => void query.refetch(),
    draft,
    stored,
    errors,
    verified,
    changed,
    currentTry,
    tryChecks,
    validate,
    save,
    runTry,
    add: () => setDraft(stored ? exerciseDraftOf(stored) : emptyExerciseDraft()),
    remove: () => {
      setDraft(null);
      setErrors({});
    },
    /** What the learner does; the instructions and hints typed so far stay. */
    setKind: (kind: TExerciseKind) => {
      if (!draft || draft.kind === kind) return;
      setDraft({ ...draft, kind });
      setErrors(sharedErrors);
    },
    change: (next: TExerciseDraft, ...touched: string[]) => {
      setDraft(next);
      if (touched.length) clear(...touched.map((k) => `${EXERCISE_PREFIX}${k}`));
    },
  };
}

export type TExerciseDraftState = ReturnType<typeof useExerciseDraft>;
