import {
  downloadRendition,
  grantExpiry,
  type TDownloadGrant,
  type TDownloadGrantRequest,
  type TDownloadGrantResponse,
} from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { lessonVideoKey } from '../learning/service.ts';
import { syncRecordsOf } from './repo.ts';

/**
 * Download grants (docs/decisions/022-offline-pwa.md). The server decides what a learner may
 * keep: exactly the lessons whose video they may watch now (the lesson's section in their plan,
 * its "Learn in order" lock open), each as the data-saver rendition they chose, through the
 * same signed URLs the player gets. A grant is the lesson's answer here with an expiry: the
 * device keeps it beside the download and asks again (this same call) whenever it is online,
 * so a lesson stops playing when the grant ends or access does. Nothing is stored per grant:
 * the answer is recomputed from the plan each time, which is the rule that must win.
 */
export async function grantDownloads(
  app: FastifyInstance,
  viewer: TViewer,
  request: TDownloadGrantRequest,
  now = new Date(),
): Promise<TDownloadGrantResponse> {
  const expiresAt = grantExpiry(now).toISOString();
  const granted: TDownloadGrant[] = [];
  const refused: TDownloadGrantResponse['refused'] = [];
  for (const lessonId of new Set(request.lessonIds)) {
    let key: string;
    try {
      key = await lessonVideoKey(app.db, viewer, lessonId);
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'UNAUTHENTICATED') throw error;
      refused.push({ lessonId, message: error.message });
      continue;
    }
    const [mp4, hls] = await Promise.all([
      app.videoUrl(key),
      app.renditions.hlsSources(lessonId, key),
    ]);
    const rendition = hls ? downloadRendition(hls.renditions, request.quality) : undefined;
    granted.push({
      lessonId,
      rendition: rendition?.name ?? null,
      playlist: rendition?.playlist ?? null,
      mp4: mp4.url,
      bytes: rendition?.bytes ?? (await app.storage.stat(key))?.size ?? 0,
      expiresAt,
    });
  }
  return { granted, refused };
}

/**
 * What the learner's devices synced after being offline, for "Download my data"
 * (modules/account): each item's lesson, kind, the server's answer and both times.
 */
export async function offlineDataOf(db: TDb, userId: string) {
  const rows = await syncRecordsOf(db, userId);
  return rows.map((r) => ({
    lessonId: r.lessonId,
    kind: r.kind,
    result: r.result,
    madeAt: r.madeAt.toISOString(),
    syncedAt: r.syncedAt.toISOString(),
  }));
}
