import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkChargeForPlan, PLANS } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature, signPaystackBody } from '../src/payments/webhook-signature.ts';

const SAMPLES = join(import.meta.dirname, 'fixtures/paystack');
const SECRET = 'sk_test_0123456789abcdef0123456789abcdef01234567';

describe("Paystack's webhook samples", () => {
  it('are accepted when signed with our key over the exact bytes, refused otherwise', async () => {
    const files = (await readdir(SAMPLES)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBe(8);
    for (const file of files) {
      const raw = await readFile(join(SAMPLES, file));
      const sig = signPaystackBody(SECRET, raw);
      expect(isValidPaystackSignature(SECRET, raw, sig), file).toBe(true);
      // One changed byte, another key, a missing or malformed header: all refused.
      const changed = Buffer.concat([
        raw.subarray(0, -2),
        Buffer.from([(raw.at(-2) ?? 0) ^ 1]),
        raw.subarray(-1),
      ]);
      expect(isValidPaystackSignature(SECRET, changed, sig), file).toBe(false);
      expect(isValidPaystackSignature('sk_test_other', raw, sig)).toBe(false);
      expect(isValidPaystackSignature(SECRET, raw, undefined)).toBe(false);
      expect(isValidPaystackSignature(SECRET, raw, 'abc')).toBe(false);
      expect(isValidPaystackSignature(SECRET, raw, [sig, sig])).toBe(false);
    }
  });

  it('never pass the plan price check: they are NGN samples', async () => {
    for (const file of [
      'transaction-successful.json',
      'subscription-created.json',
      'invoice-created.json',
    ]) {
      const { data } = JSON.parse(await readFile(join(SAMPLES, file), 'utf8'));
      const currency = data.currency ?? data.plan?.currency ?? 'NGN';
      for (const plan of Object.values(PLANS)) {
        expect(checkChargeForPlan(plan, data.amount, currency).ok, `${file} as ${plan.code}`).toBe(
          false,
        );
      }
    }
  });
});
