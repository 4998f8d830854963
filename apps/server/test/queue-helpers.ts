import { afterAll, beforeAll } from 'vitest';
import type { TDatabase } from '../src/db/client.ts';
import { openTestDatabase } from './app.ts';

/** A logger that prints nothing, for a job queue built without an app. */
export const silentLog = {
  child: () => silentLog,
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  level: 'silent',
  silent: () => {},
} as never;

/**
 * A fresh database for this file, opened before its tests (handed to `ready`) and dropped after
 * them, for tests of the queue itself, which build no app.
 */
export function useQueueDatabase(ready: (database: TDatabase) => void): void {
  let database: TDatabase | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ready(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
}
