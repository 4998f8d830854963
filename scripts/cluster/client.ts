import { TERMS_VERSION } from '@thinkbuild/core';
import { demoAdminTotpUri } from '@thinkbuild/demo/accounts';
import { URI } from 'otpauth';

/** The subject of the mail sign-up sends (apps/server/src/modules/auth/verify-email.ts). */
const VERIFY_MAIL_SUBJECT = 'Verify your ThinkBuild email';

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
  const signIn = (base: string, email: string, password: string) =>
    call(base, 'POST', '/api/auth/sign-in/email', { email, password });
  return {
    call,
    cookie: () => cookie,
    signIn,
    /**
     * The demo admin's sign-in: the password, then the code its authenticator app shows (admins
     * must have two-factor sign-in, decisions/035; the demo key is public).
     */
    signInAdmin: async (base: string, email: string, password: string) => {
      const first = await signIn(base, email, password);
      if (first.status !== 200 || !first.json?.twoFactorRedirect) return first;
      const code = URI.parse(demoAdminTotpUri(email)).generate();
      return call(base, 'POST', '/api/auth/two-factor/verify-totp', { code });
    },
    /**
     * Opens the verification link mailed at sign-up by server `base` (its development outbox is
     * its own memory), as the learner would: paying needs a proven address (decisions/034).
     */
    verifyEmail: async (base: string, email: string) => {
      // Read as the computer running the server (the page opens only there), not as this client.
      const outbox = await (await fetch(`${base}/dev/outbox`)).text();
      const mail = outbox
        .split('<li>')
        .find(
          (item) =>
            item.includes(`to <strong>${email}</strong>`) && item.includes(VERIFY_MAIL_SUBJECT),
        );
      const href = mail && /href="([^"]+)"/.exec(mail)?.[1];
      if (!href) throw new Error(`no verification mail to ${email} in ${base}'s outbox`);
      const link = new URL(href.replaceAll('&amp;', '&'));
      return call(base, 'GET', link.pathname + link.search);
    },
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
