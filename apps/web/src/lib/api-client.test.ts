import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) =>
  vi.fn(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );

describe('api', () => {
  it('returns the JSON body of a successful answer', async () => {
    vi.stubGlobal('fetch', answer(200, '{"blogs":[]}'));
    await expect(api('/blogs')).resolves.toEqual({ blogs: [] });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/blogs');
  });

  it('turns an error answer into an ApiError carrying the server body', async () => {
    vi.stubGlobal('fetch', answer(404, '{"code":"NOT_FOUND","message":"Blog not found"}'));
    const error = await api('/blogs/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Blog not found',
      body: { code: 'NOT_FOUND' },
    });
  });

  it('copes with an error answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(api('/blogs')).rejects.toMatchObject({ status: 502, body: { code: 'INTERNAL' } });
  });
});
