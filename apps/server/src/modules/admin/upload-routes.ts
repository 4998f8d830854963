import { join } from 'node:path';
import { VIDEO_TYPE_MESSAGE, VIDEO_UPLOAD_PATH, ZCleanUpResult, ZId } from '@thinkbuild/core';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { findLessonWithProject } from './lessons-repo.ts';
import { createUploadClaims, UPLOAD_IN_PROGRESS_MESSAGE } from './upload-claims.ts';
import { sniffVideoFile } from './video-content.ts';
import { attachVideo, removeOrphanVideos } from './videos-service.ts';

/** A tus error answer: status and a plain-text body the client shows. */
const refuse = (status_code: number, body: string) => ({ status_code, body });

/**
 * Resumable video uploads (tus 1.0, docs/decisions/005): POST creates an upload for a lesson,
 * PATCH streams bytes to disk from the given offset, HEAD says how far it got, DELETE cancels.
 * Bytes go straight to a file, never into memory. When the last byte arrives the file's content
 * is checked (MP4/WebM), moved into storage and the lesson is published.
 */
export function createUploadServer(app: FastifyInstance) {
  const { config } = app;
  const store = new FileStore({
    directory: config.uploadDir,
    expirationPeriodInMilliseconds: config.uploadExpiryHours * 3_600_000,
  });
  const claims = createUploadClaims(store, config.uploadDir);
  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: config.trustProxy,
    maxSize: config.maxVideoMb * 1024 * 1024,
    async onUploadCreate(_req, upload) {
      if (upload.size === undefined) throw refuse(400, 'Upload-Length is required');
      const lessonId = upload.metadata?.lessonId ?? '';
      if (!ZId.safeParse(lessonId).success || !(await findLessonWithProject(app.db, lessonId)))
        throw refuse(404, 'This lesson does not exist');
      if (!(await claims.claim(lessonId, upload.id))) throw refuse(409, UPLOAD_IN_PROGRESS_MESSAGE);
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        return await finish(upload);
      } finally {
        claims.release(upload.id);
      }
    },
    onResponseError(_req, error) {
      if (!('status_code' in error)) app.log.error({ err: error }, 'Video upload failed');
      return undefined;
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => claims.release(id));

  async function finish(upload: { id: string; metadata?: Record<string, string | null> }) {
    const file = join(config.uploadDir, upload.id);
    const type = await sniffVideoFile(file);
    if (!type) {
      await store.remove(upload.id);
      throw refuse(415, VIDEO_TYPE_MESSAGE);
    }
    try {
      await attachVideo(app, upload.metadata?.lessonId ?? '', file, type);
    } catch (error) {
      await store.remove(upload.id).catch(() => {});
      if (error instanceof AppError) throw refuse(error.statusCode, error.message);
      throw error;
    }
    // The data file now lives in storage; only the upload's record is left to drop.
    await store.configstore.delete(upload.id);
    return {};
  }

  /** Removes unfinished uploads that started more than UPLOAD_EXPIRY_HOURS before `now`. */
  async function cleanUpExpired(now = new Date()) {
    const ids = (await store.configstore.list?.()) ?? [];
    let removed = 0;
    for (const id of ids) {
      const info = await store.configstore.get(id);
      const started = info?.creation_date ? new Date(info.creation_date).getTime() : 0;
      if (now.getTime() - started > store.getExpiration()) {
        await store.remove(id).catch(() => store.configstore.delete(id));
        removed++;
      }
    }
    return removed;
  }

  return { tus, cleanUpExpired };
}

const HOUR = 3_600_000;

/** Mounts the tus endpoint under /api/admin/uploads, behind the admin guard of the parent. */
export async function adminUploadRoutes(app: FastifyInstance) {
  const { tus, cleanUpExpired } = createUploadServer(app);
  // tus reads the request body itself, as a stream: Fastify must not parse or buffer it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const method = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
  app.route({ method, url: '/uploads', handler: handle });
  app.route({ method, url: '/uploads/:id', handler: handle });

  // Abandoned uploads go away on their own: at start and every hour after.
  const sweep = () =>
    Promise.all([cleanUpExpired(), removeOrphanVideos(app)]).catch((err: unknown) =>
      app.log.warn({ err }, 'Upload clean-up failed'),
    );
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/maintenance/clean-uploads',
    { schema: { response: { 200: ZCleanUpResult } } },
    async () => ({
      removed: await cleanUpExpired(),
      orphansRemoved: await removeOrphanVideos(app),
    }),
  );
}
