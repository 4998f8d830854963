// Requests per second through nginx: GET /api/blogs and the course frame
// (GET /api/courses/web/portfolio), with 1 and 2 servers on PostgreSQL and 1 server on PGlite.
// Run: npm run build && node --import tsx bench/cluster-throughput.ts  (needs wrk: apt-get install wrk)
import { execFileSync } from 'node:child_process';
import { startCluster } from '../scripts/cluster/cluster.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3160);
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const DURATION = process.env.BENCH_DURATION ?? '10s';
const PATHS = ['/api/blogs', '/api/courses/web/portfolio'];

function wrk(url: string) {
  const out = execFileSync('wrk', ['-t2', '-c32', `-d${DURATION}`, '--latency', url], {
    encoding: 'utf8',
  });
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p50 = out.match(/50%\s+([\d.]+\w+)/)?.[1] ?? '?';
  const p99 = out.match(/99%\s+([\d.]+\w+)/)?.[1] ?? '?';
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return { rps: Math.round(rps), p50, p99, non2xx };
}

const setups = [
  { label: '1 server, PGlite', servers: 1, pglite: true },
  { label: '1 server, PostgreSQL', servers: 1, pglite: false },
  { label: '2 servers, PostgreSQL', servers: 2, pglite: false },
];
const rows: string[] = [];
for (const setup of setups) {
  const cluster = await startCluster({
    port: PORT,
    redisUrl: REDIS,
    quiet: true,
    servers: setup.servers,
    pglite: setup.pglite,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  try {
    for (const path of PATHS) {
      wrk(`${cluster.url}${path}`); // warm-up (JIT, pools, caches)
      const r = wrk(`${cluster.url}${path}`);
      rows.push(`| ${setup.label} | \`${path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
      console.log(rows.at(-1));
    }
  } finally {
    await cluster.stop();
  }
}
console.log(
  [
    '',
    '| setup | path | req/s | p50 | p99 | non-2xx |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
