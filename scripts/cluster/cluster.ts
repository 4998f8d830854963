// `npm run cluster`: nginx round-robin over two ThinkBuild web servers and one worker that runs
// every job (decisions/027), with PostgreSQL, Redis and an S3-compatible store, on one machine.
// Also the fixture of `npm run test:cluster`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startTestStore, type TTestStore } from '../../apps/server/test/s3/test-store.ts';
import { ensureNginx, nginxConfig } from './nginx.ts';

const root = join(import.meta.dirname, '../..');

export type TClusterProcess = { name: string; child: ChildProcess; log: () => string };
export type TClusterServer = TClusterProcess & { url: string };
export type TCluster = {
  url: string;
  servers: TClusterServer[];
  /** The job workers (dist/worker.js): the servers run no job when there is one. */
  workers: TClusterProcess[];
  secret: string;
  s3Endpoint: string;
  /** Where nginx serves the published projects (port + 10), over every server's origin. */
  sitesUrl: string;
  stop(): Promise<void>;
};

type TOptions = {
  /**
   * nginx listens here; servers on the next two ports; the test store (if any) on the third;
   * nginx's published-projects origin on port + 10, the servers' own from port + 11.
   */
  port: number;
  redisUrl?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** How many servers behind nginx (default 2). */
  servers?: number;
  /**
   * How many worker processes run the jobs (default 1); with none, each server runs them itself
   * (PROCESS_ROLE=all).
   */
  workers?: number;
  /** One server on its embedded PGlite instead of PostgreSQL (the bench compares the two). */
  pglite?: boolean;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, what: string, child?: ChildProcess, log = () => '') {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited:\n${log()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} in 150 s:\n${log()}`);
    await sleep(200);
  }
}

/** Waits for a line in a process's log (a worker answers no HTTP). */
async function waitForLog(text: string, what: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 150_000;
  while (!log().includes(text)) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start in 150 s:\n${log()}`);
    await sleep(200);
  }
}

function buildIfMissing() {
  const outputs = [
    'apps/web/dist/spa.html',
    'apps/server/dist/main.js',
    'apps/server/dist/worker.js',
  ];
  if (outputs.every((o) => existsSync(join(root, o)))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** Waits until no job but a transcode is due or running: what the servers queued is done. */
async function settled(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from job where type <> 'media.transcode'
           and (status = 'running' or (status = 'pending' and run_at <= now()))`,
      );
      if (rows[0]?.n === 0) return;
      if (Date.now() > deadline) throw new Error('the worker did not run the queued jobs in 120 s');
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

/** Starts everything; stop() removes every process, database, bucket and Redis key it made. */
export async function startCluster(options: TOptions): Promise<TCluster> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    buildIfMissing();
    const nginx = ensureNginx();
    const dir = await mkdtemp(join(tmpdir(), 'thinkbuild-cluster-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    // PostgreSQL: a database of its own on the given (or the machine's) server.
    const pgBase = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `thinkbuild_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = async (query: string) => {
      const c = new pg.Client({ connectionString: pgBase });
      await c.connect();
      await c.query(query).finally(() => c.end());
    };
    await admin(`create database "${dbName}"`);
    cleanups.push(() => admin(`drop database if exists "${dbName}" with (force)`));
    const databaseUrl = Object.assign(new URL(pgBase), { pathname: `/${dbName}` }).toString();

    // Redis: the given one (or the machine's); our keys are removed at the end.
    const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379/0';
    cleanups.push(async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const keys = await redis.keys('thinkbuild:*');
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    const url = `http://127.0.0.1:${options.port}`;
    // S3: S3_ENDPOINT (with the other S3_* settings) or a test store with its own bucket, whose
    // CORS rule lets the site's players fetch from it (docs/deploy.md).
    let store: TTestStore | undefined;
    let s3Env: Record<string, string>;
    if (process.env.S3_ENDPOINT) {
      s3Env = {};
    } else {
      store = await startTestStore({
        port: options.port + 3,
        directory: join(dir, 's3'),
        corsOrigins: [url],
      });
      const started = store;
      cleanups.push(() => started.close());
      s3Env = store.env;
    }
    const s3Endpoint = process.env.S3_ENDPOINT ?? store?.endpoint ?? '';

    const secret = randomBytes(32).toString('base64url');
    const workerCount = options.pglite ? 0 : (options.workers ?? 1);
    const spawnProcess = async (name: string, entry: string, env: Record<string, string>) => {
      const dataDir = join(dir, name);
      await mkdir(dataDir, { recursive: true });
      let log = '';
      const child = spawn(process.execPath, [join(root, 'apps/server/dist', entry)], {
        cwd: dataDir,
        env: {
          ...process.env,
          ...s3Env,
          NODE_ENV: 'development',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          ...(options.pglite ? {} : { DATABASE_URL: databaseUrl }),
          REDIS_URL: redisUrl,
          BETTER_AUTH_SECRET: secret,
          ...env,
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => {
        log += d;
      });
      child.stderr?.on('data', (d) => {
        log += d;
      });
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5_000)]);
          child.kill('SIGKILL');
        }
      });
      return { name, child, log: () => log };
    };

    const servers: TClusterServer[] = [];
    const count = options.pglite ? 1 : (options.servers ?? 2);
    const names = ['A', 'B', 'C', 'D'].slice(0, count);
    for (const [i, name] of names.entries()) {
      const port = options.port + 1 + i;
      const server = await spawnProcess(`server-${name}`, 'main.js', {
        HOST: '127.0.0.1',
        PORT: String(port),
        // Each its own sites origin: the default, PORT + 1, is the next server's (or the store's).
        SITES_PORT: String(options.port + 11 + i),
        // What the app names as a project's address: nginx's origin over all of them.
        SITES_URL: `http://127.0.0.1:${options.port + 10}`,
        TRUST_PROXY: 'true',
        // Beside a worker, a server queues jobs and never runs one.
        PROCESS_ROLE: workerCount > 0 ? 'web' : 'all',
      });
      servers.push({ ...server, url: `http://127.0.0.1:${port}` });
      // One after the other is what a rolling start looks like; both at once is tested too
      // (the advisory lock) in apps/server/test/advisory-lock.test.ts.
    }
    const workers: TClusterProcess[] = [];
    for (let i = 1; i <= workerCount; i++) {
      workers.push(await spawnProcess(`worker-${i}`, 'worker.js', {}));
    }
    await Promise.all([
      ...servers.map((s) => waitFor(`${s.url}/api/health`, `server ${s.name}`, s.child, s.log)),
      ...workers.map((w) =>
        waitForLog('ThinkBuild worker is running', `worker ${w.name}`, w.child, w.log),
      ),
    ]);
    // The demo accounts' subscriptions are webhooks the sandbox sent at the first start: the
    // cluster is ready once the worker has applied them (transcodes go on in the background).
    if (workerCount > 0) await settled(databaseUrl);

    const prefix = join(dir, 'nginx');
    await mkdir(prefix, { recursive: true });
    const conf = join(prefix, 'nginx.conf');
    await writeFile(
      conf,
      nginxConfig({
        prefix,
        port: options.port,
        servers: servers.map((s) => new URL(s.url).host),
        sites: {
          port: options.port + 10,
          servers: servers.map((_, i) => `127.0.0.1:${options.port + 11 + i}`),
        },
      }),
    );
    let nginxLog = '';
    const lb = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    lb.stderr?.on('data', (d) => {
      nginxLog += d;
    });
    cleanups.push(async () => {
      if (lb.exitCode === null) {
        lb.kill('SIGQUIT');
        await Promise.race([new Promise((r) => lb.once('exit', r)), sleep(3_000)]);
        lb.kill('SIGKILL');
      }
    });
    await waitFor(`${url}/api/health`, 'nginx', lb, () => nginxLog);
    if (!options.quiet) {
      console.log(
        [
          '',
          `  ThinkBuild cluster: ${url}  (nginx, round-robin)`,
          `  Published projects: http://127.0.0.1:${options.port + 10}  (nginx over every server's origin)`,
          ...servers.map((s) => `    server ${s.name}: ${s.url}`),
          ...workers.map((w) => `    worker ${w.name} (the jobs and transcodes)`),
          `  PostgreSQL database ${dbName}, Redis ${redisUrl}, S3 ${s3Endpoint}`,
          '  Press Ctrl-C to stop (everything started here is removed).',
          '',
        ].join('\n'),
      );
    }
    return {
      url,
      servers,
      workers,
      secret,
      s3Endpoint,
      sitesUrl: `http://127.0.0.1:${options.port + 10}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  const cluster = await startCluster({
    port,
    redisUrl: process.env.REDIS_URL,
    databaseUrl: process.env.DATABASE_URL,
  });
  const shutdown = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
