import { randomBytes } from 'node:crypto';
import { VIDEO_TYPE_MESSAGE, VIDEO_UPLOAD_PATH, ZCleanUpResult, ZId } from '@thinkbuild/core';
import { EVENTS, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { hijackWithHeaders } from '../../http/security-headers.ts';
import { createRedisLocker } from '../../redis/tus-locker.ts';
import {
  attachVideo,
  claimVideoUpload,
  keepVideoUploadClaim,
  lessonExists,
  releaseVideoUpload,
  removeOrphanVideos,
  UPLOAD_IN_PROGRESS_MESSAGE,
  UPLOAD_STALE_MS,
  videoPublishRefusal,
  videoUploadOf,
} from '../learning/service.ts';
import { removeOrphanRenditions } from '../renditions/service.ts';
import { onUploadOffset } from './answered-offset.ts';
import { createUploadStore } from './upload-store.ts';

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
  const store = createUploadStore(app);
  // With REDIS_URL an upload's lock is seen by every server, so a resume may land on any of them.
  const locker = app.redis
    ? createRedisLocker({ client: app.redis.client, subscriber: app.redis.subscriber() })
    : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const { ids } = store;
  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: store.datastore,
    locker,
    relativeLocation: true,
    // Locations are relative, so a forwarded host or protocol would never show in an answer:
    // uploads read no forwarded header, whatever TRUST_PROXY says (decisions/015).
    respectForwardedHeaders: false,
    maxSize: config.maxVideoMb * 1024 * 1024,
    ...(ids && {
      namingFunction: () => ids.toKey(randomBytes(16).toString('hex')),
      generateUrl: (_req, { path, id }) => `${path}/${ids.toUrlId(id)}`,
      getFileIdFromRequest: (_req, lastPath) =>
        lastPath && /^[0-9a-f]{32}$/.test(lastPath) ? ids.toKey(lastPath) : undefined,
    }),
    async onUploadCreate(_req, upload) {
      if (upload.size === undefined) throw refuse(400, 'Upload-Length is required');
      const lessonId = upload.metadata?.lessonId ?? '';
      if (!ZId.safeParse(lessonId).success || !(await lessonExists(app.db, lessonId)))
        throw refuse(404, 'This lesson does not exist');
      // A video publishes its lesson: not past an exercise whose Try checks have not passed.
      const refusal = await videoPublishRefusal(app.db, lessonId);
      if (refusal) throw refuse(400, refusal);
      await Promise.all(releasing);
      if (!(await claimVideoUpload(app.db, lessonId, upload.id)))
        throw refuse(409, UPLOAD_IN_PROGRESS_MESSAGE);
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        return await finish(upload);
      } finally {
        await releaseVideoUpload(app.db, upload.id);
      }
    },
    onResponseError(_req, error) {
      if (!('status_code' in error)) app.log.error({ err: error }, 'Video upload failed');
      return undefined;
    },
  });
  // A cancel's answer can leave before its claim is released (tus emits, then sends): a new
  // upload started on this server waits for those releases, so "cancel, then upload again"
  // never meets the cancelled upload's claim.
  const releasing = new Set<Promise<unknown>>();
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    const release = releaseVideoUpload(app.db, id).catch(() => {});
    releasing.add(release);
    void release.finally(() => releasing.delete(release));
  });

  async function finish(upload: { id: string; metadata?: Record<string, string | null> }) {
    const lessonId = upload.metadata?.lessonId ?? '';
    // Idle too long, another upload took the lesson over: this one must not replace its video.
    if (
      !(await keepVideoUploadClaim(app.db, upload.id)) &&
      (await videoUploadOf(app.db, lessonId))
    ) {
      await store.remove(upload.id);
      throw refuse(409, UPLOAD_IN_PROGRESS_MESSAGE);
    }
    const type = await store.sniff(upload.id);
    if (!type) {
      await store.remove(upload.id);
      throw refuse(415, VIDEO_TYPE_MESSAGE);
    }
    try {
      await attachVideo(app, lessonId, store.video(upload.id), type);
    } catch (error) {
      await store.remove(upload.id).catch(() => {});
      if (error instanceof AppError) throw refuse(error.statusCode, error.message);
      throw error;
    }
    // The bytes now live in storage; only the upload's record is left to drop.
    await store.forget(upload.id);
    return {};
  }

  /** The tus id of a request to /uploads/:id. */
  const uploadIdOf = (urlId: string) => (ids ? ids.toKey(urlId) : urlId);

  return { tus, uploadIdOf, cleanUpExpired: (now?: Date) => store.cleanUpExpired(now) };
}

const HOUR = 3_600_000;

/** Mounts the tus endpoint under /api/admin/uploads, behind the admin guard of the parent. */
export async function adminUploadRoutes(app: FastifyInstance) {
  const { tus, uploadIdOf, cleanUpExpired } = createUploadServer(app);
  // tus reads the request body itself, as a stream: Fastify must not parse or buffer it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    hijackWithHeaders(reply);
    const urlId = (request.params as { id?: string }).id;
    // A PATCH may stream for minutes: its lesson's claim is kept fresh while bytes arrive.
    const keepClaim =
      request.method === 'PATCH' && urlId
        ? setInterval(() => {
            keepVideoUploadClaim(app.db, uploadIdOf(urlId)).catch(() => {});
          }, UPLOAD_STALE_MS / 3)
        : undefined;
    if (request.method === 'PATCH') {
      // Bytes this PATCH added: the offset tus answers minus the one the client sent.
      onUploadOffset(reply.raw, (offset) => {
        const added = offset - Number(request.headers['upload-offset']);
        if (added > 0) app.metrics.uploadBytes.inc(added);
      });
    }
    try {
      if (keepClaim && urlId) await keepVideoUploadClaim(app.db, uploadIdOf(urlId));
      await tus.handle(request.raw, reply.raw);
    } finally {
      clearInterval(keepClaim);
    }
  };
  const method = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
  app.route({ method, url: '/uploads', handler: handle });
  app.route({ method, url: '/uploads/:id', handler: handle });

  // Unfinished uploads past their expiry, stored videos no lesson points at, and low-data
  // versions no row points at.
  const cleanUp = async () => ({
    removed: await cleanUpExpired(),
    orphansRemoved: await removeOrphanVideos(app),
    renditionsRemoved: await removeOrphanRenditions(app),
  });

  // Abandoned uploads go away on their own: at start and every hour after.
  // With several servers, one sweeps at a time; the others skip this round.
  const sweep = () =>
    app.database
      .withLock('thinkbuild:upload-cleanup', () => cleanUp(), { wait: false })
      .catch((err: unknown) => app.log.warn({ err }, 'Upload clean-up failed'));
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/maintenance/clean-uploads',
    { schema: { response: { 200: ZCleanUpResult } } },
    async () => cleanUp(),
  );
}
