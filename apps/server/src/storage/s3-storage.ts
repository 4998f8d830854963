import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TS3Config } from '../config.ts';
import { batchPresigner } from './s3-presign.ts';
import { assertSafeKey, type TListedObject, type TStorage } from './storage.ts';

/** The SDK settings for S3_*; the tus S3 store uses the same (modules/admin/upload-routes.ts). */
export function s3ClientConfig(s3: TS3Config): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined, // the SDK's default chain: env, instance role, …
    // Checksums only where S3 demands them: many S3-compatible stores corrupt or refuse the
    // SDK's default aws-chunked, checksummed uploads (decisions/009).
    requestChecksumCalculation: s3.checksums,
    responseChecksumValidation: s3.checksums,
  };
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through the AWS SDK v3.
 * Video bytes do not pass through our servers: learners get a presigned GET URL, and the store
 * serves ranges itself.
 */
export function createS3Storage(s3: TS3Config): TStorage & { client: S3Client } {
  const client = new S3Client(s3ClientConfig(s3));
  // The browser's address of the store (a CDN or proxy that passes requests on unchanged) may
  // differ from ours: a signature covers the host, so URLs are signed for the public one.
  const signer = s3.publicUrl
    ? new S3Client({ ...s3ClientConfig(s3), endpoint: s3.publicUrl })
    : client;
  const Bucket = s3.bucket;
  const presignMany = batchPresigner(signer, Bucket);
  const put = async (
    key: string,
    body: Readable | Buffer,
    contentType?: string,
    length?: number,
  ) => {
    assertSafeKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: length,
      }),
    );
  };
  return {
    driver: 's3',
    client,
    put: (key, body, contentType) =>
      put(key, body, contentType, Buffer.isBuffer(body) ? body.length : undefined),
    async importFile(key, path, contentType) {
      const { size } = await stat(path);
      await put(key, createReadStream(path), contentType, size);
      await rm(path, { force: true });
    },
    async copyFrom(sourceKey, key, contentType) {
      assertSafeKey(key);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: `${Bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      // ListObjectsV2 answers at most 1,000 keys a page: follow the continuation tokens.
      const objects: TListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) objects.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async presignedUrl(key, ttlSeconds) {
      assertSafeKey(key);
      return getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: ttlSeconds,
      });
    },
    async presignedUrls(keys, ttlSeconds) {
      for (const key of keys) assertSafeKey(key);
      return presignMany(keys, ttlSeconds);
    },
  };
}
