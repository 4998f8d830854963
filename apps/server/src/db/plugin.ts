import fp from 'fastify-plugin';
import { openDatabase, type TDatabase, type TDb } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: TDatabase;
    db: TDb;
  }
}

/** The database a test passes in, else the one the config names; closed with the app. */
export const databasePlugin = fp<{ database?: TDatabase }>(
  async (app, options) => {
    const { config } = app;
    const database =
      options.database ??
      (await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
