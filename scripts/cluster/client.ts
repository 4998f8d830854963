import { TERMS_VERSION } from '@thinkbuild/core';

/** A browser-like HTTP client for the cluster tests: keeps its cookies, sends an Origin. */
export function httpClient(origin: string, forwardedFor?: string) {
  let cookie = '';
  const call = async (
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin,
        ...(cookie && { cookie }),
        ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
        ...(body !== undefined && typeof body === 'object' && !(body instanceof Uint8Array)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : body instanceof Uint8Array
            ? body
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) {
      const jar = new Map(
        cookie ? cookie.split('; ').map((c) => c.split('=') as [string, string]) : [],
      );
      for (const c of set) {
        const [k, ...v] = (c ?? '').split('=');
        if (k) jar.set(k, v.join('='));
      }
      cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: json as Record<string, unknown>,
    };
  };
  return {
    call,
    cookie: () => cookie,
    signIn: (base: string, email: string, password: string) =>
      call(base, 'POST', '/api/auth/sign-in/email', { email, password }),
    signUp: (base: string, email: string, password: string) =>
      call(base, 'POST', '/api/auth/sign-up/email', {
        email,
        password,
        name: '',
        ageConfirmed: true,
        termsVersionAccepted: TERMS_VERSION,
        birthYear: 1990,
      }),
  };
}
