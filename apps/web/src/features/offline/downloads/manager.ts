import type { TDownloadQuality } from '@thinkbuild/core/offline';
import type { TDownloadGrantResponse } from '@thinkbuild/core/schemas/offline';
import { useSyncExternalStore } from 'react';
import type { TDownloadLesson } from '../../../entities/lesson/download-slot.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { connection, mustWaitForWifi } from './connection.ts';
import { deleteStoredLesson } from './db.ts';
import { dropLessonFiles, fetchLesson } from './fetch-lesson.ts';
import { downloadQuality } from './quality.ts';

/*
 * The downloads in progress in this tab (docs/decisions/022): one at a time, in the order asked,
 * each with its progress, paused, resumed or cancelled by the learner, held while "Wi-Fi only"
 * is on and the connection is metered. Finished downloads are in the store (db.ts); a job is
 * what is not finished yet.
 */

export type TJobState = 'queued' | 'waiting-wifi' | 'downloading' | 'paused' | 'failed' | 'done';

export type TJob = {
  lesson: TDownloadLesson;
  owner: string;
  state: TJobState;
  done: number;
  total: number;
  message?: string;
};

let jobs = new Map<string, TJob>();
const listeners = new Set<() => void>();
let running: { id: string; controller: AbortController } | null = null;
/** Bumped when a stored download is added or removed, for the lists that show them. */
let storeVersion = 0;

function update(id: string, patch: Partial<TJob> | null) {
  const next = new Map(jobs);
  const job = next.get(id);
  if (patch === null) next.delete(id);
  else if (job) next.set(id, { ...job, ...patch });
  jobs = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useJobs = () => useSyncExternalStore(subscribe, () => jobs);
export const useStoreVersion = () => useSyncExternalStore(subscribe, () => storeVersion);

export const storeChanged = () => {
  storeVersion += 1;
  for (const listener of listeners) listener();
};

/** Asks the server which lessons may be kept, as which rendition, until when. */
export const requestGrants = (lessonIds: string[], quality: TDownloadQuality = downloadQuality()) =>
  api<TDownloadGrantResponse>('/offline/grants', {
    method: 'POST',
    body: JSON.stringify({ lessonIds, quality }),
  });

/** Queues lessons to download (those already queued or done are left as they are). */
export function startDownloads(lessons: TDownloadLesson[], owner: string) {
  const next = new Map(jobs);
  for (const lesson of lessons) {
    const job = next.get(lesson.id);
    if (job && job.state !== 'failed') continue;
    next.set(lesson.id, { lesson, owner, state: 'queued', done: 0, total: 0 });
  }
  jobs = next;
  for (const listener of listeners) listener();
  // Downloads should survive the browser clearing space: asked once, answered by the browser.
  void navigator.storage?.persist?.();
  pump();
}

export function pauseDownload(id: string) {
  if (running?.id === id) running.controller.abort('pause');
  update(id, { state: 'paused' });
}

export function resumeDownload(id: string) {
  update(id, { state: 'queued', message: undefined });
  pump();
}

export async function cancelDownload(id: string) {
  if (running?.id === id) running.controller.abort('cancel');
  update(id, null);
  await dropLessonFiles(id);
  await deleteStoredLesson(id);
  storeChanged();
  pump();
}

let listening = false;
function waitForWifi() {
  for (const [id, job] of jobs) if (job.state === 'queued') update(id, { state: 'waiting-wifi' });
  if (listening) return;
  const target = connection();
  if (!target) return;
  listening = true;
  target.addEventListener('change', () => {
    for (const [id, job] of jobs) if (job.state === 'waiting-wifi') update(id, { state: 'queued' });
    pump();
  });
}

/** Wi-Fi only was switched: jobs held by it go again (or wait) at once. */
export function wifiSettingChanged() {
  for (const [id, job] of jobs) if (job.state === 'waiting-wifi') update(id, { state: 'queued' });
  pump();
}

function pump() {
  if (running) return;
  const next = [...jobs.values()].find((job) => job.state === 'queued');
  if (!next) return;
  if (mustWaitForWifi()) {
    waitForWifi();
    return;
  }
  void run(next);
}

async function run(job: TJob) {
  const id = job.lesson.id;
  const controller = new AbortController();
  running = { id, controller };
  update(id, { state: 'downloading', message: undefined });
  try {
    // A fresh grant each start: the signed URLs live minutes, a paused download may wait days.
    const quality = downloadQuality();
    const { granted, refused } = await requestGrants([id], quality);
    const grant = granted[0];
    if (!grant) throw new Error(refused[0]?.message ?? 'This lesson cannot be downloaded');
    update(id, { total: grant.bytes });
    await fetchLesson(grant, {
      owner: job.owner,
      title: job.lesson.title,
      href: job.lesson.href,
      quality,
      signal: controller.signal,
      onBytes: (done) => update(id, { done }),
    });
    update(id, { state: 'done' });
    storeChanged();
  } catch (error) {
    if (!controller.signal.aborted) {
      const message = error instanceof ApiError || error instanceof Error ? error.message : '';
      update(id, { state: 'failed', message: message || 'The download failed' });
    }
  } finally {
    running = null;
    pump();
  }
}

/** Signing out (or another account) cleared the store: forget this tab's jobs too. */
export function forgetJobs() {
  running?.controller.abort('cancel');
  jobs = new Map();
  storeChanged();
}
