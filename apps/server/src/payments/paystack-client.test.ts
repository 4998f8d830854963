import { describe, expect, it } from 'vitest';
import { createPaystackClient, PaymentProviderError, type TFetch } from './paystack-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A transport that answers from a script and counts the calls it got. */
function scripted(...answers: (Response | 'hang' | 'network')[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch: TFetch = (url, init) => {
    calls.push({ url, init });
    const next = answers.shift() ?? json(500, { status: false, message: 'script ran out' });
    if (next === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (next === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return Promise.resolve(next);
  };
  return { fetch, calls };
}

const client = (fetch: TFetch, timeoutMs = 1000) =>
  createPaystackClient({
    secretKey: 'sk_test_x',
    baseUrl: 'https://api.paystack.test',
    timeoutMs,
    backoffMs: 1,
    fetch,
  });

const verified = {
  status: true,
  message: 'Verification successful',
  data: {
    status: 'success',
    reference: 'r1',
    amount: 50_000,
    currency: 'ZAR',
    customer: { email: 'a@b.co', customer_code: 'CUS_1' },
  },
};

describe('the Paystack client', () => {
  it('sends the secret key and reads the data', async () => {
    const t = scripted(json(200, verified));
    const tx = await client(t.fetch).verifyTransaction('r1');
    expect(tx).toMatchObject({ status: 'success', amount: 50_000 });
    expect(t.calls[0]?.url).toBe('https://api.paystack.test/transaction/verify/r1');
    expect(new Headers(t.calls[0]?.init?.headers).get('authorization')).toBe('Bearer sk_test_x');
  });

  it('retries reads on 429, 5xx and network errors, with back-off', async () => {
    const t = scripted(
      json(429, { status: false, message: 'Too many requests' }),
      json(502, { status: false, message: 'Bad gateway' }),
      json(200, verified),
    );
    await expect(client(t.fetch).verifyTransaction('r1')).resolves.toMatchObject({
      reference: 'r1',
    });
    expect(t.calls).toHaveLength(3);
    const n = scripted('network', json(200, verified));
    await client(n.fetch).verifyTransaction('r1');
    expect(n.calls).toHaveLength(2);
  });

  it('never repeats a charge-creating write after a 5xx, but does after a 429', async () => {
    const t = scripted(json(500, { status: false, message: 'Internal error' }));
    const create = client(t.fetch).createSubscription({
      customer: 'a',
      plan: 'PLN_1',
      authorization: 'AUTH_1',
    });
    await expect(create).rejects.toThrow('Internal error');
    expect(t.calls).toHaveLength(1);
    const r = scripted(
      json(429, { status: false, message: 'Slow down' }),
      json(200, {
        status: true,
        data: { subscription_code: 'SUB_1', email_token: 't', status: 'active' },
      }),
    );
    await client(r.fetch).createSubscription({
      customer: 'a',
      plan: 'PLN_1',
      authorization: 'AUTH_1',
    });
    expect(r.calls).toHaveLength(2);
  });

  it('gives up after its attempts with a readable message', async () => {
    const t = scripted(
      ...Array.from({ length: 3 }, () =>
        json(503, { status: false, message: 'Down for maintenance' }),
      ),
    );
    const error = await client(t.fetch)
      .listPlans()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toBe('Down for maintenance');
    expect((error as PaymentProviderError).status).toBe(503);
  });

  it('times out a request that does not answer', async () => {
    const t = scripted('hang', 'hang', 'hang');
    await expect(client(t.fetch, 50).verifyTransaction('r1')).rejects.toThrow(
      'Paystack did not answer within 0.05 s',
    );
    expect(t.calls).toHaveLength(3);
  });

  it("reports Paystack's own refusal and an answer it cannot read", async () => {
    const refused = scripted(
      json(400, { status: false, message: 'Duplicate Transaction Reference' }),
    );
    await expect(
      client(refused.fetch).initializeTransaction({
        email: 'a@b.co',
        amount: 1,
        currency: 'ZAR',
        reference: 'r',
        callback_url: 'https://x',
      }),
    ).rejects.toThrow('Duplicate Transaction Reference');
    const html = scripted(new Response('<html>oops</html>', { status: 200 }));
    await expect(client(html.fetch).listPlans()).rejects.toThrow(
      'Paystack answered 200 without JSON',
    );
    const odd = scripted(json(200, { status: true, data: { nothing: 'useful' } }));
    await expect(client(odd.fetch).verifyTransaction('r1')).rejects.toThrow('was not understood');
  });
});
