import { describe, expect, it } from 'vitest';
import { intentKeys } from './idempotency-key.ts';

describe('Idempotency-Key per intent', () => {
  it('is sent again on a retry of the same intent, new for another intent or after success', () => {
    const keys = intentKeys();
    const first = keys.keyFor('{"plan":"creatorm"}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A retry (the answer failed or was lost): the same key, so the server does nothing twice.
    expect(keys.keyFor('{"plan":"creatorm"}')).toBe(first);
    const other = keys.keyFor('{"plan":"creatora"}');
    expect(other).not.toBe(first);
    keys.done();
    // Doing it again after it succeeded is a new request.
    expect(keys.keyFor('{"plan":"creatora"}')).not.toBe(other);
  });
});
