import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled one would be handed
 * to queries and recycled). A lost connection is opened again after RECONNECT_MS; what was
 * notified meanwhile is missed, so a listener must only speed up what a TTL already bounds.
 * Resolves once the first attempt has ended (listening, or retrying in the background).
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  async function open() {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      if (!stopped) setTimeout(open, RECONNECT_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      onLost();
    }
  }
  await open();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}
