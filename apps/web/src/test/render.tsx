import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** One answer of the fake API: a status (200 unless told) and a JSON body. */
export type TReply = { status?: number; body?: unknown };
type THandler = (request: { method: string; path: string; body: unknown }) => TReply | undefined;

/**
 * Stands in for the server behind `fetch('/api…')`: each handler sees the method, the path after
 * /api (with its query) and the JSON body; the first to answer wins, anything unanswered is a 404.
 * Returns the calls made, for tests that check what was asked.
 */
export function mockApi(...handlers: THandler[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = String(input).replace(/^\/api/, '');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path, body };
      calls.push(request);
      const reply = handlers.reduce<TReply | undefined>(
        (found, h) => found ?? h(request),
        undefined,
      );
      const status = reply?.status ?? (reply ? 200 : 404);
      const payload = reply ? reply.body : { code: 'NOT_FOUND', message: `No route ${path}` };
      return new Response(payload === undefined ? '' : JSON.stringify(payload), { status });
    }),
  );
  return calls;
}

/** A handler for one method and path (a string matches the path without its query). */
export const on =
  (method: string, path: string | RegExp, reply: TReply | ((body: unknown) => TReply)): THandler =>
  (request) => {
    const bare = request.path.split('?')[0];
    const hit = typeof path === 'string' ? bare === path : path.test(request.path);
    if (!hit || request.method !== method) return undefined;
    return typeof reply === 'function' ? reply(request.body) : reply;
  };

/** A query client as the app has it, without retries (a failure shows at once). */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders `ui` inside the app's providers at `url`; with `path` it is the element of that route
 * (so useParams works), and every other path renders "Left the page".
 */
export function renderWithApp(
  ui: ReactNode,
  { url = '/', path }: { url?: string; path?: string } = {},
) {
  const queryClient = testQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Left the page</p>} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
