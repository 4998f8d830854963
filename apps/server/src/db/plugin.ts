import fp from 'fastify-plugin';
import type { TDatabase, TDb } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: TDatabase;
    db: TDb;
  }
}

/** The open database on the app (app.ts opens it), closed with the app. */
export const databasePlugin = fp<{ database: TDatabase }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
