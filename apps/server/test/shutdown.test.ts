import { connect, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, spawnServer, type TSpawnedServer } from './spawn-server.ts';

/** A client that sends the head of a request and 5 of its 1000 body bytes, then stalls. */
function stalledRequest(url: string, head: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${head}\r\nHost: ${hostname}\r\nContent-Length: 1000\r\n\r\nhello`);
      resolve(socket);
    });
    socket.on('error', () => {}); // the server cutting it off is the point
    socket.once('error', reject);
  });
}

const timeExit = async (server: TSpawnedServer) => {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const result = await server.exited;
  return { ...result, seconds: (Date.now() - started) / 1000 };
};

describe('SIGTERM with a stalled client', () => {
  let server: TSpawnedServer | undefined;
  beforeAll(() => buildServerBundle(), 60_000);
  // Each test below allows 240 s: spawnServer waits up to 150 s for a fresh server to migrate and
  // answer (minutes when both integration workers and the machine are busy), then the exit.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('exits within SHUTDOWN_TIMEOUT_SECONDS while a POST /api/health body never finishes', async () => {
    server = await spawnServer({
      SHUTDOWN_TIMEOUT_SECONDS: '2',
      CONNECTION_TIMEOUT_SECONDS: '600',
    });
    const socket = await stalledRequest(
      server.url,
      'POST /api/health HTTP/1.1\r\nContent-Type: application/json',
    );
    await new Promise((r) => setTimeout(r, 300));
    const { code, seconds } = await timeExit(server);
    socket.destroy();
    expect(seconds).toBeGreaterThanOrEqual(1.8); // it did wait for the running request…
    expect(seconds).toBeLessThan(4); // …but not for ever
    expect(code).toBe(0);
    expect(server.output()).toContain('Shutdown deadline reached');
  }, 240_000);

  it('exits within the deadline while a tus PATCH stalls mid-body, and refuses new connections', async () => {
    server = await spawnServer({
      SHUTDOWN_TIMEOUT_SECONDS: '2',
      CONNECTION_TIMEOUT_SECONDS: '600',
    });
    const socket = await stalledRequest(
      server.url,
      'PATCH /api/admin/uploads/some-upload HTTP/1.1\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream',
    );
    await new Promise((r) => setTimeout(r, 300));
    const url = server.url;
    const exit = timeExit(server);
    await new Promise((r) => setTimeout(r, 300));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow(); // no longer listening
    const { seconds } = await exit;
    socket.destroy();
    expect(seconds).toBeLessThan(4);
  }, 240_000);

  it('exits at once when nothing is running', async () => {
    server = await spawnServer({ SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const { code, seconds } = await timeExit(server);
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(3);
  }, 240_000);
});
