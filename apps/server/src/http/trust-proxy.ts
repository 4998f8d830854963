import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` list also takes. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), an IPv4 netmask form, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/** `trustProxy` as Fastify takes it: all or nothing, or the proxies' addresses. */
export type TTrustProxy = boolean | string[];

const HOP_COUNT_MESSAGE =
  "a hop count cannot tell the proxy from a client that connects directly, so Fastify no longer trusts one; give the proxy's address instead, e.g. TRUST_PROXY=127.0.0.1";

/**
 * TRUST_PROXY, with the meanings of Fastify's `trustProxy` (proxy-addr, docs/decisions/015):
 * `true` (every peer is a proxy: the left-most X-Forwarded-For entry is the client), `false`,
 * or a comma-separated list of the proxies' addresses and CIDR ranges (`127.0.0.1`,
 * `10.0.0.0/8,::1`, `loopback`): X-Forwarded-For is read from the right, skipping those, so the
 * address the last trusted proxy saw decides. Fastify 5 turned hop counts into "trust nothing"
 * (a direct client could claim any address); `0` still means false, a larger count is refused
 * rather than quietly ignored.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TTrustProxy => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) {
      if (Number(value) === 0) return false;
      ctx.addIssue({ code: 'custom', message: HOP_COUNT_MESSAGE });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `true, false, or the proxies' addresses/CIDRs separated by commas; not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
