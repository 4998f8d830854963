import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs offline with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      seedDemoContent: true,
    });
    expect(config.pgliteDir).toMatch(/data\/db$/);
    expect(config.storageDir).toMatch(/data\/storage$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads PORT and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4000', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('stops with every problem listed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain('LOG_LEVEL');
  });
});
