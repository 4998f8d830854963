import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OR_ADMIN_MESSAGE } from '../src/http/local-or-admin.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';
import { freePort } from './spawn-server.ts';

/**
 * The development pages behind the nginx that docs/deploy.md gives (its server block, with
 * only the TLS lines, the listen address and the upstream port changed): every client arrives
 * from 127.0.0.1, so only the absence of forwarding headers tells a direct local request
 * (decisions/015). Run with TRUST_PROXY=false and with the value the guide recommends.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX)
  console.warn('dev-pages-nginx.test.ts: skipped, nginx is not installed (apt-get install nginx)');

const DEPLOY_GUIDE = join(import.meta.dirname, '../../../docs/deploy.md');

/** The guide's nginx server block, listening on `port` and proxying to `appPort`. */
function documentedServerBlock(guide: string, port: number, appPort: number) {
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx block');
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`docs/deploy.md's nginx block has no ${from}`);
    return text.replace(from, to);
  };
  let server = block
    .split('\n')
    .filter((line) => !/^\s*ssl_certificate/.test(line))
    .join('\n');
  server = replace(server, /listen 443[^;]*;/, `listen 127.0.0.1:${port};`);
  server = replace(
    server,
    /proxy_pass http:\/\/127\.0\.0\.1:3000;/,
    `proxy_pass http://127.0.0.1:${appPort};`,
  );
  return server;
}

/** The TRUST_PROXY line of the guide's settings. */
const documentedTrustProxy = (guide: string) => {
  const value = /^\s*TRUST_PROXY=(\S+)/m.exec(guide)?.[1];
  if (!value) throw new Error('docs/deploy.md sets no TRUST_PROXY');
  return value;
};

async function startNginx(nginx: string, server: string) {
  const prefix = await mkdtemp(join(tmpdir(), 'thinkbuild-nginx-'));
  await mkdir(join(prefix, 'logs'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${prefix}/${name};`)
    .join('\n  ');
  const conf = join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  ${temp}
${server}
}
`,
  );
  let log = '';
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(prefix, { recursive: true, force: true });
  };
  return { stop, log: () => log, exited: () => child.exitCode !== null };
}

describe.skipIf(!NGINX)('development pages behind the documented nginx', async () => {
  const guide = await readFile(DEPLOY_GUIDE, 'utf8');

  for (const trustProxy of ['false', documentedTrustProxy(guide)]) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let app: TTestApp;
      let nginx: Awaited<ReturnType<typeof startNginx>>;
      let direct = '';
      let proxied = '';
      let subscriptionCode = '';
      let admin = '';
      beforeAll(async () => {
        app = await buildTestApp({ env: { ...SANDBOX_TEST_ENV, TRUST_PROXY: trustProxy } });
        const appPort = await freePort();
        await app.listen({ host: '127.0.0.1', port: appPort });
        const port = await freePort();
        nginx = await startNginx(NGINX ?? '', documentedServerBlock(guide, port, appPort));
        direct = `http://127.0.0.1:${appPort}`;
        proxied = `http://127.0.0.1:${port}`;
        for (let i = 0; ; i++) {
          const up = await fetch(`${proxied}/api/health/live`).then(
            (r) => r.ok,
            () => false,
          );
          if (up) break;
          if (nginx.exited() || i > 100) throw new Error(`nginx did not start:\n${nginx.log()}`);
          await new Promise((r) => setTimeout(r, 50));
        }
        subscriptionCode = (await subscribedLearner(app, 'starterm')).code;
        admin = (await signInAs(app, 'admin')).cookie;
      });
      afterAll(async () => {
        await nginx?.stop();
        await app?.cleanup();
      });

      const requests = () => [
        { method: 'GET', path: '/dev/outbox' },
        { method: 'GET', path: '/sandbox/paystack' },
        { method: 'POST', path: `/sandbox/paystack/control/${subscriptionCode}/expiring-cards` },
      ];
      const send = (base: string, request: { method: string; path: string }, cookie = '') =>
        fetch(`${base}${request.path}`, {
          method: request.method,
          redirect: 'manual',
          headers: { accept: 'application/json', ...(cookie && { cookie }) },
        });

      it('refuses the outbox and the sandbox controls through nginx, in our error shape', async () => {
        for (const request of requests()) {
          const res = await send(proxied, request);
          expect(res.status, request.path).toBe(403);
          expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: LOCAL_OR_ADMIN_MESSAGE });
        }
      });

      it('answers the same requests made directly on this machine', async () => {
        for (const request of requests()) {
          const res = await send(direct, request);
          expect(res.status, request.path).toBe(200);
        }
      });

      it('opens them through nginx for a signed-in admin', async () => {
        const res = await send(proxied, { method: 'GET', path: '/dev/outbox' }, admin);
        expect(res.status).toBe(200);
      });

      it('keeps the sandbox checkout open through nginx for the learner paying on it', async () => {
        const learner = await signInAs(app, 'free');
        const started = await learnerClient(app, learner).subscribe('starterm');
        expect(started.status).toBe(200);
        const path = new URL(String(started.body.authorization_url)).pathname;
        const res = await fetch(`${proxied}${path}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('4081');
      });
    });
  }
});
