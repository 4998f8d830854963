import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { addMultipartCalls } from './s3rver-multipart.ts';

export type TTestStore = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point ThinkBuild at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * The bucket CORS rule docs/deploy.md asks for: the site may GET and HEAD objects, with ranges
 * (players read video by range; hls.js fetches segments with XHR, decisions/020).
 */
export const bucketCors = (origins: string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((o) => `    <AllowedOrigin>${o}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>Range</AllowedHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * An S3-compatible store on loopback (s3rver + the multipart calls it lacks), with one bucket,
 * in a temp folder that close() removes. `corsOrigins`: the bucket's CORS rule (bucketCors).
 */
export async function startTestStore(
  options: { port?: number; bucket?: string; directory?: string; corsOrigins?: string[] } = {},
): Promise<TTestStore> {
  const bucket = options.bucket ?? `tb-test-${Math.random().toString(36).slice(2, 10)}`;
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'thinkbuild-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [
      { name: bucket, configs: options.corsOrigins ? [bucketCors(options.corsOrigins)] : [] },
    ],
  });
  addMultipartCalls(server);
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
