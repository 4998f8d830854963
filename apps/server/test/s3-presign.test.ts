import { randomBytes } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createS3Storage, s3ClientConfig } from '../src/storage/s3-storage.ts';
import { startTestStore, type TTestStore } from './s3/test-store.ts';

/**
 * Many presigned URLs at once (storage/s3-presign.ts, decisions/020): the SDK signs the first,
 * the others reuse its request with their own path, and every one of them opens its object.
 */
let s3: TTestStore;
beforeAll(async () => {
  s3 = await startTestStore();
});
afterAll(() => s3?.close());

const storageFor = (env: Record<string, string>) => {
  const { s3: config } = loadConfig({ ...process.env, ...env, NODE_ENV: 'test' });
  if (!config) throw new Error('S3_BUCKET is not set');
  return createS3Storage(config);
};

/** A URL's address and its parameters, in any order. */
const parts = (url: string) => {
  const u = new URL(url);
  return { at: `${u.origin}${u.pathname}`, params: [...u.searchParams].sort() };
};

// Keys as the transcode writes them, and some a path encoder could get wrong.
const KEYS = [
  'renditions/l1/r1/240p/init_0.mp4',
  'renditions/l1/r1/240p/seg_000.m4s',
  'renditions/l1/r1/240p/seg_001.m4s',
  "renditions/l1/r1/odd/a b+c(1)!'*~.m4s",
  'renditions/l1/r1/odd/été-日本.m4s',
];

describe('presignedUrls', () => {
  it('signs many keys through one SDK request, and each URL fetches its own bytes', async () => {
    const storage = storageFor(s3.env);
    const bodies = KEYS.map(() => randomBytes(500));
    for (const [i, key] of KEYS.entries()) await storage.put(key, bodies[i] as Buffer);
    const sdk = vi.spyOn(GetObjectCommand.prototype, 'resolveMiddleware');
    const urls = await storage.presignedUrls?.(KEYS, 900);
    // The SDK's whole stack ran once (the first key); the others were signed directly.
    expect(sdk).toHaveBeenCalledTimes(1);
    sdk.mockRestore();
    expect(urls).toHaveLength(KEYS.length);
    for (const [i, url] of (urls ?? []).entries()) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/renditions/l1/r1/`), url).toBe(true);
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
      const res = await fetch(url);
      expect(res.status, KEYS[i]).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bodies[i] as Buffer), KEYS[i]).toBe(true);
    }
  });

  it('gives every key the very URL the SDK would have signed at that moment', async () => {
    // s3rver does not check V4 signatures, so the signatures are compared with the SDK's own.
    const { s3: config } = loadConfig({ ...process.env, ...s3.env, NODE_ENV: 'test' });
    if (!config) throw new Error('S3_BUCKET is not set');
    const storage = createS3Storage(config);
    const client = new S3Client(s3ClientConfig(config));
    const now = new Date('2026-11-27T12:34:56Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const urls = (await storage.presignedUrls?.(KEYS, 3000)) ?? [];
      for (const [i, key] of KEYS.entries()) {
        const command = new GetObjectCommand({ Bucket: config.bucket, Key: key });
        const sdk = await getSignedUrl(client, command, { expiresIn: 3000, signingDate: now });
        expect(parts(urls[i] ?? ''), key).toEqual(parts(sdk));
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs for S3_PUBLIC_URL, the address browsers reach the store at', async () => {
    const publicUrl = s3.endpoint.replace('127.0.0.1', 'localhost');
    const storage = storageFor({ ...s3.env, S3_PUBLIC_URL: publicUrl });
    const keys = KEYS.slice(0, 3);
    const urls = (await storage.presignedUrls?.(keys, 120)) ?? [];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url.startsWith(`${publicUrl}/${s3.bucket}/`), url).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('answers one key, and no keys, as the SDK does', async () => {
    const storage = storageFor(s3.env);
    expect(await storage.presignedUrls?.([], 60)).toEqual([]);
    const [url] = (await storage.presignedUrls?.([KEYS[1] as string], 60)) ?? [];
    expect((await fetch(url ?? '')).status).toBe(200);
  });
});
