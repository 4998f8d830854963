import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { requestEarly } from './early-requests.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fetch whose n-th call answers `statuses[n - 1]` with `{ n }`. */
const answers = (...statuses: number[]) => {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    return new Response(JSON.stringify({ n }), {
      status: statuses[n - 1] ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
};

// Each test reads its own path: an early request is module state, taken at most once.
describe('early requests', () => {
  it('answers the first GET of the same path from the request started early, once', async () => {
    vi.stubGlobal('fetch', answers(200, 200));
    requestEarly('/me');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(api('/me')).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(api('/me')).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer was a refusal (signed in since, say)', async () => {
    vi.stubGlobal('fetch', answers(401, 200));
    requestEarly('/projects/web/a/workspace');
    await expect(api('/projects/web/a/workspace')).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves it to requests that are not a plain GET', async () => {
    vi.stubGlobal('fetch', answers(200, 200));
    requestEarly('/projects/web/b/workspace');
    await api('/projects/web/b/workspace', { method: 'PUT', body: '{}' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not hand out an answer started long before it was asked for', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', answers(200, 200));
    requestEarly('/projects/web/c/workspace');
    vi.advanceTimersByTime(60_000);
    await expect(api('/projects/web/c/workspace')).resolves.toEqual({ n: 2 });
  });
});
