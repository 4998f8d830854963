import { LESSON_ANSWERS_ID } from '@thinkbuild/core/lesson-answers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps what it read: each test loads it afresh over its own page.
const load = async (answers: string | null) => {
  vi.resetModules();
  document.body.innerHTML = '';
  if (answers !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = LESSON_ANSWERS_ID;
    element.textContent = answers;
    document.body.append(element);
  }
  return import('./api-client.ts');
};

const served = () => vi.fn(async () => new Response('{"from":"server"}', { status: 200 }));

beforeEach(() => vi.stubGlobal('fetch', served()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers the page brought', () => {
  it('answers the first GET of each path from the page, then asks the server', async () => {
    const { api } = await load('{"/me":{"id":"u1"},"/lessons/a":{"title":"One"}}');
    await expect(api('/me')).resolves.toEqual({ id: 'u1' });
    await expect(api('/lessons/a')).resolves.toEqual({ title: 'One' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api('/me')).resolves.toEqual({ from: 'server' });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/me');
  });

  it('never answers a write, nor a path the page did not bring', async () => {
    const { api } = await load('{"/me":{"id":"u1"}}');
    await expect(api('/me', { method: 'POST', body: '{}' })).resolves.toEqual({ from: 'server' });
    await expect(api('/courses/web/portfolio')).resolves.toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('goes to the server once the page is no longer new', async () => {
    const { api } = await load('{"/me":{"id":"u1"}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    await expect(api('/me')).resolves.toEqual({ from: 'server' });
  });

  it('goes to the server when the page brought nothing or a cut-off list', async () => {
    let { api } = await load(null);
    await expect(api('/me')).resolves.toEqual({ from: 'server' });
    ({ api } = await load('{"/me":{"id"'));
    await expect(api('/me')).resolves.toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
