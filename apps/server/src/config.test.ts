import { randomBytes } from 'node:crypto';
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

  it('charges the offer in rand and shows dates in Johannesburg by default', () => {
    const config = loadConfig({});
    expect(config.offer).toEqual({ amount: 200_000, currency: 'ZAR' });
    expect(config.timeZone).toBe('Africa/Johannesburg');
    expect(loadConfig({ TIME_ZONE: 'Europe/London' }).timeZone).toBe('Europe/London');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Base' })).toThrow(
      'TIME_ZONE: TIME_ZONE must be an IANA time zone such as Africa/Johannesburg',
    );
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

  it('runs web and jobs in one process by default; split roles need PostgreSQL', () => {
    expect(loadConfig({}).processRole).toBe('all');
    const pg = { DATABASE_URL: 'postgres://u@h:5432/db' };
    expect(loadConfig({ ...pg, PROCESS_ROLE: 'web' }).processRole).toBe('web');
    expect(loadConfig({ ...pg, PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ PROCESS_ROLE: role })).toThrow(
        `PROCESS_ROLE=${role}: needs DATABASE_URL (PostgreSQL)`,
      );
    }
    expect(() => loadConfig({ ...pg, PROCESS_ROLE: 'jobs' })).toThrow('PROCESS_ROLE');
  });

  describe('the auth secret in production', () => {
    const refusal = (secret: string) => {
      try {
        loadConfig({
          NODE_ENV: 'production',
          BETTER_AUTH_SECRET: secret,
          PAYMENT_PROVIDER: 'paystack',
          PAYSTACK_SECRET_KEY: 'sk_live_abc123',
          SITES_URL: 'https://thinkbuild.site',
        });
      } catch (e) {
        return (e as Error).message;
      }
      return 'started';
    };

    it('refuses a long but predictable secret, saying how to make one', () => {
      for (const secret of [
        'a'.repeat(32),
        'ab'.repeat(16),
        'password'.repeat(4),
        'changeme-changeme-changeme-changeme',
        'abcdefghijklmnopqrstuvwxyz0123456789',
        'xK9#mQ2$xK9#mQ2$xK9#mQ2$xK9#mQ2$',
        'zyxwvutsrqponm-9876543210-ZYXWVU',
        // The repository's own examples (compose.yaml, tests) must never pass in production.
        'change-me-change-me-change-me-change-me-0123',
        'test-secret-test-secret-test-secret-0123',
        'my-example-key-for-the-thinkbuild-server',
      ]) {
        const message = refusal(secret);
        expect(message, secret).toContain('BETTER_AUTH_SECRET: too predictable');
        expect(message, secret).toContain('openssl rand -base64 32');
      }
    });

    it('starts with generated ones of every usual shape', () => {
      for (let i = 0; i < 200; i++) {
        for (const secret of [
          randomBytes(32).toString('base64'),
          randomBytes(32).toString('base64url'),
          randomBytes(24).toString('base64'),
          randomBytes(16).toString('hex'),
          randomBytes(32).toString('hex'),
        ])
          expect(refusal(secret), secret).toBe('started');
      }
    });

    it('lets development use any 32 characters', () => {
      expect(loadConfig({ BETTER_AUTH_SECRET: 'a'.repeat(32) }).authSecret).toBe('a'.repeat(32));
    });
  });

  describe('payments in production', () => {
    const prod = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'Qm7vR2xL9pT4wZ8kB1nC6yH3jF5dS0gA',
      SITES_URL: 'https://thinkbuild.site',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as Error).message;
      }
      return 'started';
    };

    it('uses the sandbox by default outside production', () => {
      expect(loadConfig({}).paymentProvider).toBe('sandbox');
    });

    it('refuses the sandbox, a missing key and a test key', () => {
      expect(refusal(prod)).toContain('the sandbox never runs in production');
      expect(refusal({ ...prod, PAYMENT_PROVIDER: 'paystack' })).toContain(
        'PAYSTACK_SECRET_KEY: required in production',
      );
      expect(
        refusal({ ...prod, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abc123' }),
      ).toContain('PAYSTACK_ALLOW_TEST_KEYS=1');
    });

    it('starts with a live key, or a test key when allowed', () => {
      const live = { ...prod, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_abc123' };
      expect(refusal(live)).toBe('started');
      expect(
        refusal({ ...live, PAYSTACK_SECRET_KEY: 'sk_test_abc123', PAYSTACK_ALLOW_TEST_KEYS: '1' }),
      ).toBe('started');
    });
  });

  describe('the published sites’ origin', () => {
    const live = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'Qm7vR2xL9pT4wZ8kB1nC6yH3jF5dS0gA',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PUBLIC_URL: 'https://learn.thinkbuild.co.za',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      return 'started';
    };

    it('listens on the next port, on another name for this machine, by default', () => {
      expect(loadConfig({})).toMatchObject({ sitesPort: 3001, sitesUrl: 'http://127.0.0.1:3001' });
      expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'http://127.0.0.1:4000' })).toMatchObject({
        sitesPort: 4001,
        sitesUrl: 'http://localhost:4001',
      });
      expect(loadConfig({ PORT: '0' }).sitesPort).toBe(0);
      expect(loadConfig({ SITES_PORT: '5000', SITES_URL: 'https://sites.test/' })).toMatchObject({
        sitesPort: 5000,
        sitesUrl: 'https://sites.test',
      });
    });

    it('refuses a port the app takes, and an address with a path', () => {
      expect(refusal({ PORT: '4000', SITES_PORT: '4000' })).toContain(
        'SITES_PORT: must differ from PORT',
      );
      expect(refusal({ SITES_URL: 'https://sites.test/learners' })).toContain(
        'SITES_URL: an origin only',
      );
      expect(refusal({ SITES_URL: 'ftp://sites.test' })).toContain(
        'SITES_URL must be an http:// or https:// address',
      );
    });

    it('needs, in production, a domain that shares no cookies with the app’s', () => {
      expect(refusal(live)).toContain('SITES_URL: required in production');
      for (const url of [
        'https://learn.thinkbuild.co.za',
        'https://LEARN.thinkbuild.co.za:8443',
        'https://sites.learn.thinkbuild.co.za',
        'https://thinkbuild.co.za',
        'https://co.za',
      ]) {
        const message = refusal({ ...live, SITES_URL: url });
        expect(message, url).toContain('SITES_URL:');
        expect(message, url).toContain('a domain of their own');
      }
      for (const url of ['https://thinkbuild.site', 'https://learn.thinkbuild.co.zaa'])
        expect(refusal({ ...live, SITES_URL: url }), url).toBe('started');
      expect(loadConfig({ ...live, SITES_URL: 'https://thinkbuild.site/' }).sitesUrl).toBe(
        'https://thinkbuild.site',
      );
    });
  });
});
