import type { TWorkspace, TWorkspaceVersionSummary } from '@thinkbuild/core/schemas/workspace';
import { type TWorkspaceFile, workspaceProblem } from '@thinkbuild/core/workspace';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveWorkspace, type TProjectRef } from '../../../entities/workspace/workspace-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deviceCopyKey, readDeviceCopy, writeDeviceCopy } from '../api/device-copy.ts';

/** How long typing must pause before the files go to the account. */
export const SAVE_DELAY_MS = 1500;

export type TProjectSave =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** Not on the account yet (offline, or the server could not be reached): kept on this device. */
  | { state: 'on-device' }
  | { state: 'failed'; message: string };

type TOptions = {
  /** The account's copy replaced another one (another device's): it is in History now. */
  onKept: (version: TWorkspaceVersionSummary) => void;
};

/**
 * My project's files as the learner edits them (decisions/039): each change goes to this device
 * at once (IndexedDB) and to the account when typing pauses, when the page is left and when the
 * connection comes back. A save names the revision it was edited from; the server keeps the
 * account's copy as a version when they differ. Opened again, the page takes this device's copy
 * over the account's when the device holds edits the account never got.
 */
export function useProjectFiles(
  ref: TProjectRef,
  workspace: TWorkspace,
  owner: string,
  options: TOptions,
) {
  const [files, setFiles] = useState<TWorkspaceFile[]>(workspace.files);
  const [status, setStatus] = useState<TProjectSave>({ state: 'idle' });
  const [ready, setReady] = useState(false);
  const filesRef = useRef(files);
  filesRef.current = files;
  const revision = useRef(workspace.revision);
  /** The files the account holds, as sent. */
  const onAccount = useRef(JSON.stringify(workspace.files));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const key = deviceCopyKey(owner, ref.category, ref.project);
  const project = useRef(ref);
  project.current = ref;

  const keepOnDevice = useCallback(
    (next: TWorkspaceFile[], unsaved: boolean) =>
      writeDeviceCopy({
        key,
        files: next,
        baseRevision: revision.current,
        unsaved,
        savedAt: new Date().toISOString(),
      }).catch(() => undefined),
    [key],
  );

  const save = useCallback(
    async (leaving: boolean) => {
      clearTimeout(timer.current);
      const sent = filesRef.current;
      const body = JSON.stringify(sent);
      if (body === onAccount.current) {
        if (!leaving) setStatus({ state: 'saved' });
        return;
      }
      // Refused by the same rule on the server: said now, kept on the device meanwhile.
      const problem = workspaceProblem(sent);
      if (problem) {
        setStatus({ state: 'failed', message: problem });
        return;
      }
      if (inFlight.current && !leaving) {
        timer.current = setTimeout(() => void save(false), 300);
        return;
      }
      if (!navigator.onLine) {
        setStatus({ state: 'on-device' });
        return;
      }
      inFlight.current = true;
      if (!leaving) setStatus({ state: 'saving' });
      try {
        const saved = await saveWorkspace(project.current, sent, revision.current, leaving);
        revision.current = saved.revision;
        onAccount.current = body;
        const current = filesRef.current;
        await keepOnDevice(current, JSON.stringify(current) !== body);
        if (saved.kept) optionsRef.current.onKept(saved.kept);
        if (!leaving)
          setStatus(JSON.stringify(current) === body ? { state: 'saved' } : { state: 'saving' });
      } catch (error) {
        if (leaving) return;
        setStatus(
          error instanceof ApiError && error.status < 500
            ? { state: 'failed', message: error.message }
            : { state: 'on-device' },
        );
      } finally {
        inFlight.current = false;
      }
    },
    [keepOnDevice],
  );

  // This device's copy, if it holds edits the account never got, wins and is sent now.
  useEffect(() => {
    let live = true;
    void readDeviceCopy(key).then((copy) => {
      if (!live) return;
      if (copy?.unsaved && JSON.stringify(copy.files) !== onAccount.current) {
        revision.current = copy.baseRevision;
        setFiles(copy.files);
        filesRef.current = copy.files;
        void save(false);
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key, save]);

  useEffect(() => {
    const flush = () => void save(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onOnline = () => void save(false);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [save]);

  /** Every change to the files: kept on the device now, sent when typing pauses. */
  const change = useCallback(
    (next: TWorkspaceFile[]) => {
      setFiles(next);
      filesRef.current = next;
      void keepOnDevice(next, true);
      setStatus((s) => (s.state === 'saving' ? s : { state: 'saving' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(false), SAVE_DELAY_MS);
    },
    [keepOnDevice, save],
  );

  /** The account's copy replaced the files (a restore): nothing to send. */
  const replace = useCallback(
    (next: TWorkspace) => {
      clearTimeout(timer.current);
      revision.current = next.revision;
      onAccount.current = JSON.stringify(next.files);
      setFiles(next.files);
      filesRef.current = next.files;
      void keepOnDevice(next.files, false);
      setStatus({ state: 'saved' });
    },
    [keepOnDevice],
  );

  return { files, status, ready, change, replace, saveNow: () => save(false) };
}
