import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM/SIGINT: stop accepting connections, let running requests finish, close the database,
 * exit. A request that never finishes (a client stalled mid-body, a hung upload) gets at most
 * `timeoutMs`: then its connection is cut and the process exits anyway, so a rolling deploy or a
 * systemd stop never hangs (docs/decisions/009-many-servers.md).
 */
export function exitOnSignals(app: FastifyInstance, timeoutMs: number) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs }, 'Shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('Shutdown deadline reached: closing the connections still open');
      app.server.closeAllConnections();
      // Whatever still holds the process (a database that does not answer) gets one more second.
      setTimeout(() => process.exit(1), 1_000).unref();
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close(); // stops accepting connections, then closes the database (onClose)
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
