import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { preferredEncoding } from '../http/accept-encoding.ts';
import { AppError } from '../http/app-error.ts';
import { isSafeKey } from '../storage/storage.ts';
import { presignPlaylist } from './hls-playlist.ts';
import { HLS_PATH, hlsPrefixOf, verifyHlsUrl } from './hls-url.ts';
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

/** A stored playlist is a few kilobytes; anything far larger is not one of ours. */
const MAX_PLAYLIST_BYTES = 4 * 1024 * 1024;

// Presigned URLs make a playlist ~15× larger (110 KB for 20 minutes) and compress ~9× (the
// URLs share all but their path and signature). Brotli at 5: most of 11's gain at a fraction
// of its time.
const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

/**
 * An S3 playlist with its files as presigned bucket URLs. Never cached: the URLs are minted for
 * this request and live a bounded time (media/hls-playlist.ts), so a kept copy could outlive them.
 */
async function sendPresignedPlaylist(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  folder: string,
  ttl: number,
  presignMany: (keys: string[], ttlSeconds: number) => Promise<string[]>,
) {
  const stored = await app.storage.stat(key);
  if (!stored || stored.size > MAX_PLAYLIST_BYTES)
    throw new AppError('NOT_FOUND', 'This video is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of await app.storage.read(key)) chunks.push(chunk as Buffer);
  const text = await presignPlaylist(
    Buffer.concat(chunks).toString('utf8'),
    key,
    folder,
    presignMany,
    ttl,
  );
  reply
    .header('content-type', 'application/vnd.apple.mpegurl')
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding');
  const body = Buffer.from(text);
  // @fastify/compress leaves this type alone (mime-db does not call it compressible).
  const encoding =
    body.length > 1024 ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressors[encoding](body));
}

/** Stored media behind signed URLs: lesson MP4s (decisions/004) and HLS folders (decisions/011). */
export function registerMediaRoutes(
  app: FastifyInstance,
  options: { secret: string; ttl: number; accelPrefix?: string },
) {
  const { secret, ttl, accelPrefix } = options;
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
      const { storage } = app;
      const folder = hlsPrefixOf(key);
      if (storage.presignedUrl && folder && isSafeKey(key)) {
        const presign = storage.presignedUrl.bind(storage);
        // On S3 the bytes come from the bucket, by URLs our playlists name (decisions/020).
        if (key.endsWith('.m3u8')) {
          const many =
            storage.presignedUrls?.bind(storage) ??
            ((keys: string[], s: number) => Promise.all(keys.map((k) => presign(k, s))));
          return sendPresignedPlaylist(app, request, reply, key, folder, ttl, many);
        }
        // The poster, and segments named by a playlist kept from before playlists were
        // rewritten: a redirect that lives no longer than our own link.
        const left = Math.max(60, Number(exp) - Math.floor(Date.now() / 1000));
        return reply
          .header('cache-control', 'private, no-store')
          .redirect(await presign(key, left), 302);
      }
      return sendStored(app, request, reply, key, accel);
    },
  );
}
