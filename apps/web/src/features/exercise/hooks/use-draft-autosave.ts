import type { TExerciseFile } from '@thinkbuild/core/schemas/exercise';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queueOffline } from '../../../entities/device/outbox/sync.ts';
import { useMe } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveDraft } from '../api/save-draft.ts';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export type TSaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** Offline: kept in the outbox on this device, sent when the connection returns. */
  | { state: 'on-device' }
  | { state: 'failed'; message: string };

const SAVING: TSaveStatus = { state: 'saving' };

/**
 * Saves the learner's files to their account as they type: one PUT a second after they stop,
 * at once when they leave (another lesson, the tab hidden or closed). Nothing is sent while the
 * files are what the server already has. `changed` is called on every edit; it renders only when
 * the word under the editor changes (not once per keystroke). Offline (a downloaded lesson,
 * decisions/022) the draft waits in the outbox on this device and is saved on sync.
 */
export function useDraftAutosave(lessonId: string, files: () => TExerciseFile[]) {
  const { data: me } = useMe();
  const owner = me?.email ?? null;
  const [status, setStatus] = useState<TSaveStatus>({ state: 'idle' });
  const shown = useRef(status);
  shown.current = status;
  const filesRef = useRef(files);
  filesRef.current = files;
  /** The files the server holds (or the ones the page started from). */
  const saved = useRef<string | null>(null);
  if (saved.current === null) saved.current = JSON.stringify(files());
  /** What the word says when the files are back to what the server holds. */
  const settled = useRef<TSaveStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(
    (leaving: boolean) => {
      clearTimeout(timer.current);
      const sent = filesRef.current();
      const body = JSON.stringify(sent);
      if (body === saved.current) {
        if (!leaving) setStatus(settled.current);
        return;
      }
      saved.current = body;
      // Offline, or the request never reached the server: kept on the device instead.
      const send = async (): Promise<TSaveStatus> => {
        const keep = async () => {
          await queueOffline(owner ?? '', { kind: 'draft', lessonId, files: sent });
          return { state: 'on-device' } as const;
        };
        if (!navigator.onLine && owner) return keep();
        try {
          await saveDraft(lessonId, sent, leaving);
          return { state: 'saved' };
        } catch (error) {
          if (error instanceof ApiError || !owner) throw error;
          return keep();
        }
      };
      if (leaving) {
        // Nobody is left to tell; the next visit loads what did arrive.
        send().catch(() => undefined);
        return;
      }
      setStatus(SAVING);
      send().then(
        (done) => {
          settled.current = done;
          if (JSON.stringify(filesRef.current()) === body) setStatus(settled.current);
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
    [lessonId, owner],
  );

  const changed = useCallback(() => {
    // Only the first keystroke of a burst changes the word: the others schedule no render.
    if (shown.current.state !== 'saving') {
      shown.current = SAVING;
      setStatus(SAVING);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(false), AUTOSAVE_DELAY_MS);
  }, [save]);

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

  return { status, changed };
}
