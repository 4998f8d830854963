import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from '../http/app-error.ts';
import { isSafeKey } from '../storage/storage.ts';
import { HLS_PATH, verifyHlsUrl } from './hls-url.ts';
import { type TVerdict, verifyMediaUrl } from './signed-url.ts';

/**
 * range-parser treats a suffix range longer than the file (`bytes=-20000` of 5,000 bytes) as
 * unsatisfiable; RFC 9110 §14.1.1 says it means the whole file, so such a suffix becomes `0-`.
 */
export const wholeFileSuffix = (header: string, size: number) =>
  header.replace(/(^\s*bytes\s*=|,)(\s*)-(\d+)(?=\s*(,|$))/gi, (match, lead, space, n) =>
    Number(n) > size ? `${lead}${space}0-` : match,
  );

function refuseUnless(verdict: TVerdict) {
  if (verdict === 'expired')
    throw new AppError('FORBIDDEN', 'This video link has expired. Reload the lesson.');
  if (verdict === 'invalid') throw new AppError('FORBIDDEN', 'This video link is not valid.');
}

/**
 * Streams a stored object with HTTP ranges so players can seek: one range → 206 with
 * Content-Range; an unsatisfiable range → 416; several ranges → the whole file (allowed by
 * RFC 9110, and what browsers' media players never ask for anyway).
 */
async function sendStored(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  accel: string | undefined,
) {
  if (!isSafeKey(key)) throw new AppError('NOT_FOUND', 'This video is missing.');
  const stored = await app.storage.stat(key);
  if (!stored) throw new AppError('NOT_FOUND', 'This video is missing.');
  if (accel) {
    // nginx serves the file from its internal location, ranges included, at its own speed.
    return reply
      .header('x-accel-redirect', `${accel}${key}`)
      .header('content-type', stored.contentType ?? 'application/octet-stream')
      .header('cache-control', 'private, max-age=600')
      .send();
  }
  reply.header('accept-ranges', 'bytes');

  const header = request.headers.range;
  const ranges = header
    ? parseRange(stored.size, wholeFileSuffix(header, stored.size), { combine: true })
    : undefined;
  if (ranges === -1) {
    return reply.status(416).header('content-range', `bytes */${stored.size}`).send();
  }
  reply
    .header('content-type', stored.contentType ?? 'application/octet-stream')
    // Private: the URL is personal and short-lived; the browser may keep it for its lifetime.
    .header('cache-control', 'private, max-age=600');
  if (ranges && ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
    const { start, end } = ranges[0];
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1);
    return reply.send(await app.storage.read(key, { start, end }));
  }
  reply.header('content-length', stored.size);
  return reply.send(await app.storage.read(key));
}

/** Stored media behind signed URLs: lesson MP4s (decisions/004) and HLS folders (decisions/011). */
export function registerMediaRoutes(app: FastifyInstance, secret: string, accelPrefix?: string) {
  // Only files on this machine's disk can be handed to the nginx in front of it.
  const accel = app.storage.driver === 'local' ? accelPrefix : undefined;
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
    '/media/*',
    async (request, reply) => {
      const key = request.params['*'];
      refuseUnless(verifyMediaUrl(secret, key, request.query.exp, request.query.sig));
      return sendStored(app, request, reply, key, accel);
    },
  );

  app.get<{ Params: { exp: string; sig: string; '*': string } }>(
    `${HLS_PATH}/:exp/:sig/*`,
    async (request, reply) => {
      const { exp, sig } = request.params;
      const key = request.params['*'];
      refuseUnless(verifyHlsUrl(secret, key, exp, sig));
      const presign = app.storage.presignedUrl;
      // On S3 the bytes come from the bucket; playlists stay here so their relative URIs keep
      // this signature. The redirect lives no longer than our own link.
      if (presign && !key.endsWith('.m3u8') && isSafeKey(key)) {
        const ttl = Math.max(60, Number(exp) - Math.floor(Date.now() / 1000));
        return reply
          .header('cache-control', 'private, no-store')
          .redirect(await presign.call(app.storage, key, ttl), 302);
      }
      return sendStored(app, request, reply, key, accel);
    },
  );
}
