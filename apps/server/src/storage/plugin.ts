import fp from 'fastify-plugin';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
  }
}

/** Lesson videos and files: an S3 bucket when configured, else a folder on this machine. */
export const storagePlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'storage',
      config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.storageDir),
    );
  },
  { name: 'storage' },
);
