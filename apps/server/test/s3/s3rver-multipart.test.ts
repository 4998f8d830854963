import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TTestStore } from './test-store.ts';

/** The test store's additions answer as AWS S3 documents them (read through the AWS SDK). */
describe('test S3 store: the multipart calls s3rver lacks', () => {
  let store: TTestStore;
  let client: S3Client;
  beforeAll(async () => {
    store = await startTestStore();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: store.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    client?.destroy();
    await store?.close();
  });

  it('lists the parts of an upload, lists the upload, and aborts it', async () => {
    const Bucket = store.bucket;
    const Key = 'uploads/some video';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const part1 = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(300, 1) }),
    );
    await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 2, Body: Buffer.alloc(20, 2) }),
    );

    const listed = await client.send(new ListPartsCommand({ Bucket, Key, UploadId }));
    expect(listed.Parts?.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, 300],
      [2, 20],
    ]);
    expect(listed.Parts?.[0]?.ETag).toBe(part1.ETag);
    expect(listed.IsTruncated).toBe(false);

    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket }));
    expect(uploads.Uploads?.map((u) => [u.Key, u.UploadId])).toEqual([[Key, UploadId]]);
    expect(uploads.Uploads?.[0]?.Initiated).toBeInstanceOf(Date);

    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    await expect(
      client.send(new ListPartsCommand({ Bucket, Key, UploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await expect(
      client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(
      (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads,
    ).toBeUndefined();
  });

  it('deletes several objects in one call', async () => {
    const Bucket = store.bucket;
    for (const Key of ['a/1', 'a/2', 'b/3'])
      await client.send(new PutObjectCommand({ Bucket, Key, Body: 'x' }));
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: 'a/1' }, { Key: 'a/2' }] } }),
    );
    expect(result.Deleted?.map((d) => d.Key)).toEqual(['a/1', 'a/2']);
    const left = await client.send(new ListObjectsV2Command({ Bucket }));
    expect(left.Contents?.map((o) => o.Key)).toEqual(['b/3']);
  });
});
