// ThinkBuild's API side by side with a bare node:http server that replays the same
// bytes (status, headers, body), so the gap is what the framework, auth and database cost.
// The servers are pinned to CPU 0, the load (wrk from Debian: apt-get install wrk) to CPU 1;
// rounds alternate between the servers and the medians are reported.
//
//   npm run build && node bench/api-throughput.mjs                                  # PGlite
//   PG_URL=postgres://postgres@127.0.0.1:5432 node bench/api-throughput.mjs          # PostgreSQL
//
// With PG_URL the bench creates its own database per server (tb_api_bench_<pid>_<n>) and drops
// it afterwards. Before/after in one run: build the old tree, copy apps/server/dist to
// apps/server/dist-before (it must sit in apps/server: the bundle finds its migrations from
// there), and set BEFORE=apps/server/dist-before/main.js; rounds then alternate old, new, bare.
//
// A minimal Fastify serving the same bytes is measured too: the framework's own floor.
//
// Options (env): ROUNDS (3), SECONDS (10), CONNECTIONS (50), PORT (3145; uses PORT..PORT+3),
// ONLY (a word the request names must contain, e.g. ONLY=section), BEFORE, PG_URL.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PORT = Number(process.env.PORT ?? 3145);
const BARE_PORT = PORT + 1;
const FASTIFY_PORT = PORT + 3;
const PG_URL = process.env.PG_URL;
const ONLY = process.env.ONLY;

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
};

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await get(url)).ok) return;
    } catch {}
    if (Date.now() > end) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** wrk on CPU 1; returns { rps, p50, p99 } (ms). */
function wrk(url, headers) {
  const args = ['-c', '1', 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('taskset', [...args, url], { encoding: 'utf8' });
  const ms = (label) => {
    const m = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));
    if (!m) return null;
    const n = Number(m[1]);
    return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
  };
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} non-2xx answers\n${out}`);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50: ms('50%'),
    p99: ms('99%'),
  };
}

/** fetch, tried again when a kept-alive socket the server has just closed is reused. */
async function get(url, init) {
  for (let i = 0; ; i++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (i >= 2) throw error;
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** A database of its own on PG_URL's server, dropped by `drop()`. */
async function pgDatabase(n) {
  const name = `tb_api_bench_${process.pid}_${n}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One ThinkBuild server (`main` is a built bundle) on CPU 0 with its own data. */
async function startServer(label, main, port, n) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tb-api-bench-'));
  const database = PG_URL ? await pgDatabase(n) : null;
  const { REDIS_URL: _one, DATABASE_URL: _server, ...env } = process.env;
  const child = spawn('taskset', ['-c', '0', process.execPath, resolve(main)], {
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // No low-data transcodes of the demo videos during the load: ffmpeg's children would
      // share CPU 0 with the server measured (seen in a profile: 3% spawn, readdir).
      FFMPEG_PATH: 'ffmpeg-off-for-the-bench',
      FFPROBE_PATH: 'ffprobe-off-for-the-bench',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    label,
    origin,
    pid: child.pid,
    ready: () => waitFor(`${origin}/api/health`),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

async function signIn(origin) {
  const res = await get(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'builder@thinkbuild.dev', password: 'thinkbuild-demo' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`sign-in failed on ${origin}: ${res.status}`);
  return cookie;
}

const servers = [];
try {
  if (process.env.BEFORE)
    servers.push(await startServer('before', process.env.BEFORE, PORT + 2, 1));
  servers.push(await startServer('now', join(root, 'apps/server/dist/main.js'), PORT, 0));
  // One at a time: two first starts at once on one CPU would take minutes.
  for (const s of servers) await s.ready();
  for (const s of servers) {
    s.rssStart = rssMb(s.pid);
    s.cookie = await signIn(s.origin);
  }

  const targets = [
    { name: 'GET /api/blogs', path: '/api/blogs', signedIn: false },
    {
      name: 'signed-in section list (web/portfolio/build)',
      path: '/api/courses/web/portfolio/sections/build',
      signedIn: true,
    },
    // Signed in, but no database: what the framework, the session check and JSON cost.
    { name: 'signed-in GET /api/me (session cached)', path: '/api/me', signedIn: true },
  ].filter((t) => !ONLY || t.name.includes(ONLY));
  const db = PG_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${db}; ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections; servers on CPU 0, wrk on CPU 1; load average at start ${load()}`,
  );
  const rows = [];
  for (const t of targets) {
    const headers = (s) => (t.signedIn ? { cookie: s.cookie } : {});
    // The exact answer ThinkBuild gives (identity encoding, as wrk asks), replayed by node:http.
    const now = servers.at(-1);
    const res = await get(now.origin + t.path, { headers: headers(now) });
    if (!res.ok) throw new Error(`${t.path}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const replay = Object.fromEntries(
      [...res.headers].filter(([k]) => !['content-encoding', 'transfer-encoding'].includes(k)),
    );
    replay['content-length'] = String(body.length);
    const bare = spawn(
      'taskset',
      [
        '-c',
        '0',
        process.execPath,
        '-e',
        `const h=${JSON.stringify(replay)};const b=Buffer.from(${JSON.stringify(body.toString('base64'))},'base64');require('node:http').createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${BARE_PORT},'127.0.0.1')`,
      ],
      { stdio: 'ignore' },
    );
    // The framework's own floor: a minimal Fastify (no plugins, no hooks) with the same bytes.
    const fastify = spawn(
      'taskset',
      [
        '-c',
        '0',
        process.execPath,
        '--input-type=module',
        '-e',
        `import Fastify from 'fastify';const h=${JSON.stringify(replay)};const b=Buffer.from(${JSON.stringify(body.toString('base64'))},'base64');const app=Fastify();app.get('*',(q,r)=>{r.headers(h).send(b)});await app.listen({port:${FASTIFY_PORT},host:'127.0.0.1'})`,
      ],
      { stdio: 'ignore', cwd: root },
    );
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    await waitFor(`http://127.0.0.1:${FASTIFY_PORT}/`);
    const runs = new Map([...servers.map((s) => [s.label, []]), ['bare', []], ['fastify', []]]);
    for (let i = 0; i < ROUNDS; i++) {
      for (const s of servers) runs.get(s.label).push(wrk(s.origin + t.path, headers(s)));
      runs.get('bare').push(wrk(`http://127.0.0.1:${BARE_PORT}${t.path}`, headers(now)));
      runs.get('fastify').push(wrk(`http://127.0.0.1:${FASTIFY_PORT}${t.path}`, headers(now)));
    }
    bare.kill();
    fastify.kill();
    const m = (label, k) => median(runs.get(label).map((x) => x[k]));
    for (const s of servers) {
      rows.push(
        `| ${t.name} (${(body.length / 1024).toFixed(1)} KB) | ${s.label} | ${Math.round(m(s.label, 'rps')).toLocaleString('en')} | ${m(s.label, 'p50')} / ${m(s.label, 'p99')} | ${Math.round(m('bare', 'rps')).toLocaleString('en')} | ${m('bare', 'p50')} / ${m('bare', 'p99')} | **${((100 * m(s.label, 'rps')) / m('bare', 'rps')).toFixed(1)}%** | ${Math.round(m('fastify', 'rps')).toLocaleString('en')} (${((100 * m('fastify', 'rps')) / m('bare', 'rps')).toFixed(0)}% of bare) |`,
      );
    }
    console.error(
      `done: ${t.name} (load average ${load()})\n${rows.slice(-servers.length).join('\n')}`,
    );
  }
  console.log(
    '| request | server | ThinkBuild req/s | p50 / p99 ms | bare node:http req/s | p50 / p99 ms | ThinkBuild / bare | minimal Fastify req/s |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  console.log(`load average at the end ${load()}`);
  for (const s of servers) {
    console.log(
      `RSS (${s.label}): ${s.rssStart} MB after start, ${rssMb(s.pid)} MB after the load`,
    );
  }
} finally {
  for (const s of servers) await s.stop();
}
