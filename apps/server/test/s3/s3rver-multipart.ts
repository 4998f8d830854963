import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

/**
 * The three multipart calls s3rver 3.7.1 lacks (ListParts answers 405; AbortMultipartUpload
 * and ListMultipartUploads are missing), answered from s3rver's own upload folders with the
 * XML and error codes AWS S3 documents, plus DeleteObjects (the batch delete, also missing). @tus/s3-store needs them; the product speaks plain S3
 * and nothing here ships (docs/decisions/009-many-servers.md, "The test store").
 */
type TKoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
};
type TMiddleware = (ctx: TKoaContext, next: () => Promise<void>) => Promise<void>;

const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function noSuchUpload(ctx: TKoaContext, uploadId: string) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.</Message><UploadId>${esc(uploadId)}</UploadId></Error>`,
  );
}

export function addMultipartCalls(server: S3rver) {
  const store = (
    server as unknown as {
      store: {
        getResourcePath(b: string, k: undefined, r: string): string;
        deleteObject(b: string, k: string): Promise<void>;
      };
    }
  ).store;
  const uploadsDir = (bucket: string) => store.getResourcePath(bucket, undefined, 'uploads');

  async function listParts(ctx: TKoaContext, bucket: string, key: string, uploadId: string) {
    const dir = join(uploadsDir(bucket), uploadId);
    const names = await readdir(dir).catch(() => null);
    if (!names) return noSuchUpload(ctx, uploadId);
    const marker = Number(ctx.query['part-number-marker'] ?? 0);
    const numbers = names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .filter((n) => n > marker)
      .sort((x, y) => x - y);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const s = await stat(join(dir, String(n)));
        const md5 = (await readFile(join(dir, `${n}.md5`), 'utf8')).trim();
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${s.mtime.toISOString()}</LastModified><ETag>&quot;${md5}&quot;</ETag><Size>${s.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="${NS}"><Bucket>${esc(bucket)}</Bucket><Key>${esc(key)}</Key><UploadId>${esc(uploadId)}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated><StorageClass>STANDARD</StorageClass>${parts.join('')}</ListPartsResult>`,
    );
  }

  async function abort(ctx: TKoaContext, bucket: string, uploadId: string) {
    const dir = join(uploadsDir(bucket), uploadId);
    if (!(await stat(dir).catch(() => null))) return noSuchUpload(ctx, uploadId);
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = null;
  }

  async function listUploads(ctx: TKoaContext, bucket: string) {
    const root = uploadsDir(bucket);
    const ids = (await readdir(root).catch(() => [] as string[])).sort();
    const uploads = await Promise.all(
      ids.map(async (id) => {
        const key = await readFile(join(root, id, 'key'), 'utf8').catch(() => null);
        if (key === null) return '';
        const initiated = (await stat(join(root, id, 'key'))).mtime.toISOString();
        return `<Upload><Key>${esc(key)}</Key><UploadId>${esc(id)}</UploadId><Initiated>${initiated}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListMultipartUploadsResult xmlns="${NS}"><Bucket>${esc(bucket)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
    );
  }

  async function deleteObjects(ctx: TKoaContext & { req: NodeJS.ReadableStream }, bucket: string) {
    let body = '';
    for await (const chunk of ctx.req) body += chunk.toString();
    const keys = [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
      (m[1] ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    for (const key of keys) await store.deleteObject(bucket, key).catch(() => {});
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<DeleteResult xmlns="${NS}">${keys.map((k) => `<Deleted><Key>${esc(k)}</Key></Deleted>`).join('')}</DeleteResult>`,
    );
  }

  const multipart: TMiddleware = async (ctx, next) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (bucket && key && uploadId && ctx.method === 'GET')
      return listParts(ctx, bucket, key, uploadId);
    if (bucket && key && uploadId && ctx.method === 'DELETE') return abort(ctx, bucket, uploadId);
    if (bucket && !key && 'uploads' in ctx.query && ctx.method === 'GET')
      return listUploads(ctx, bucket);
    if (bucket && !key && 'delete' in ctx.query && ctx.method === 'POST')
      return deleteObjects(ctx as TKoaContext & { req: NodeJS.ReadableStream }, bucket);
    return next();
  };
  // Just before s3rver's router (its last middleware), after logging and the XML encoder.
  const chain = (server as unknown as { middleware: TMiddleware[] }).middleware;
  chain.splice(chain.length - 1, 0, multipart);
}
