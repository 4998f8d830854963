import type { TErrorBody } from '@thinkbuild/core/errors';
import { takeEarlyResponse } from './early-requests.ts';
import { takePageAnswer } from './page-answers.ts';

/** A failed API answer, carrying the server's `{ code, message, fields }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: TErrorBody,
  ) {
    super(body.message);
  }
}

function isErrorBody(value: unknown): value is TErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/**
 * The one fetch wrapper: JSON in and out, cookies included, a failed response becomes an
 * ApiError. What to show is decided by the screen, not here.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  if (!init.method && init.body == null) {
    const sent = takePageAnswer(path);
    if (sent) return sent.data as T;
  }
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  // A plain GET the app started while its code loaded (early-requests.ts) is not sent again.
  const early = Object.keys(init).length === 0 ? takeEarlyResponse(path) : undefined;
  const res =
    (early && (await early)) ??
    (await fetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' }));
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    throw new ApiError(
      res.status,
      isErrorBody(data) ? data : { code: 'INTERNAL', message: `Request failed (${res.status})` },
    );
  }
  return data as T;
}
