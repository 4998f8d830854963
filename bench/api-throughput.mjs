// Issue 12: ThinkBuild's API side by side with a bare node:http server that replays the same
// bytes (status, headers, body), so the gap is what the framework, auth and database cost.
// Both servers are pinned to CPU 0, the load (wrk from Debian: apt-get install wrk) to CPU 1;
// rounds alternate between the two and the medians are reported.
//
//   npm run build && node bench/api-throughput.mjs                  # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tb_bench node bench/api-throughput.mjs
//
// Options (env): ROUNDS (3), SECONDS (10), CONNECTIONS (50), PORT (3145).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PORT = Number(process.env.PORT ?? 3145);
const BARE_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
};

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = await mkdtemp(join(tmpdir(), 'tb-api-bench-'));
const server = spawn(
  'taskset',
  ['-c', '0', process.execPath, join(root, 'apps/server/dist/main.js')],
  {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitFor(`${ORIGIN}/api/health`);
  const rssStart = rssMb(server.pid);
  const signIn = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'builder@thinkbuild.dev', password: 'thinkbuild-demo' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);

  const targets = [
    { name: 'GET /api/blogs', path: '/api/blogs', headers: {} },
    {
      name: 'signed-in section list (web/portfolio/build)',
      path: '/api/courses/web/portfolio/sections/build',
      headers: { cookie },
    },
    // Signed in, but no database: what the framework, the session check and JSON cost.
    { name: 'signed-in GET /api/me (session cached)', path: '/api/me', headers: { cookie } },
  ];
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${db}; ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections; servers on CPU 0, wrk on CPU 1`,
  );
  console.log(`RSS after start: ${rssStart} MB`);
  console.log(
    '| request | ThinkBuild req/s | p50 / p99 ms | bare node:http req/s | p50 / p99 ms | ThinkBuild / bare |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const t of targets) {
    // The exact answer ThinkBuild gives (identity encoding, as wrk asks), replayed by node:http.
    const res = await fetch(ORIGIN + t.path, { headers: t.headers });
    if (!res.ok) throw new Error(`${t.path}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const headers = Object.fromEntries(
      [...res.headers].filter(([k]) => !['content-encoding', 'transfer-encoding'].includes(k)),
    );
    headers['content-length'] = String(body.length);
    const bare = spawn(
      'taskset',
      [
        '-c',
        '0',
        process.execPath,
        '-e',
        `const h=${JSON.stringify(headers)};const b=Buffer.from(${JSON.stringify(body.toString('base64'))},'base64');require('node:http').createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${BARE_PORT},'127.0.0.1')`,
      ],
      { stdio: 'ignore' },
    );
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    const tb = [];
    const ref = [];
    for (let i = 0; i < ROUNDS; i++) {
      tb.push(wrk(ORIGIN + t.path, t.headers));
      ref.push(wrk(`http://127.0.0.1:${BARE_PORT}${t.path}`, t.headers));
    }
    bare.kill();
    const m = (xs, k) => median(xs.map((x) => x[k]));
    const pct = ((100 * m(tb, 'rps')) / m(ref, 'rps')).toFixed(1);
    console.log(
      `| ${t.name} (${(body.length / 1024).toFixed(1)} KB) | ${Math.round(m(tb, 'rps')).toLocaleString('en')} | ${m(tb, 'p50')} / ${m(tb, 'p99')} | ${Math.round(m(ref, 'rps')).toLocaleString('en')} | ${m(ref, 'p50')} / ${m(ref, 'p99')} | ${pct}% |`,
    );
  }
  console.log(`RSS after the load: ${rssMb(server.pid)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
