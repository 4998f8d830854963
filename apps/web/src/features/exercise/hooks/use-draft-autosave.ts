import type { TExerciseFile } from '@thinkbuild/core/schemas/exercise';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { saveDraft } from '../api/save-draft.ts';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export type TSaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

/**
 * Saves the learner's files to their account as they type: one PUT a second after they stop,
 * at once when they leave (another lesson, the tab hidden or closed). Nothing is sent while the
 * files are what the server already has.
 */
export function useDraftAutosave(lessonId: string, files: TExerciseFile[]) {
  const [status, setStatus] = useState<TSaveStatus>({ state: 'idle' });
  const latest = useRef(files);
  latest.current = files;
  /** The files the server holds (or the ones the page started from). */
  const saved = useRef(JSON.stringify(files));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(
    (leaving: boolean) => {
      clearTimeout(timer.current);
      const body = JSON.stringify(latest.current);
      if (body === saved.current) return;
      saved.current = body;
      const sent = latest.current;
      if (leaving) {
        // Nobody is left to tell; the next visit loads what did arrive.
        saveDraft(lessonId, sent, true).catch(() => undefined);
        return;
      }
      setStatus({ state: 'saving' });
      saveDraft(lessonId, sent).then(
        () => {
          if (JSON.stringify(latest.current) === body) setStatus({ state: 'saved' });
        },
        (error: unknown) => {
          // Not saved: the next edit (or leaving) tries again.
          saved.current = '';
          setStatus({
            state: 'failed',
            message: error instanceof ApiError ? error.message : 'You seem to be offline',
          });
        },
      );
    },
    [lessonId],
  );

  useEffect(() => {
    if (JSON.stringify(files) === saved.current) return;
    setStatus({ state: 'saving' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(false), AUTOSAVE_DELAY_MS);
  }, [files, save]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      save(true);
    };
  }, [save]);

  return status;
}
