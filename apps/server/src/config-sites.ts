import { z } from 'zod';

/*
 * The published sites' origin (decisions/039, "Publishing origin"): a learner's page is served
 * from another origin than the app's, so its scripts can never read a ThinkBuild session. On one
 * machine that is a second port on another host name (browsers share cookies across the ports of
 * one host); in production a domain of its own.
 */

/** The sites settings of config.ts's schema (README "Settings"). */
export const SITES_ENV = {
  SITES_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SITES_URL: z
    .url({ protocol: /^https?$/, error: 'SITES_URL must be an http:// or https:// address' })
    .optional(),
};

type TSitesEnv = {
  NODE_ENV: string;
  PORT: number;
  PUBLIC_URL?: string | undefined;
  SITES_PORT?: number | undefined;
  SITES_URL?: string | undefined;
};

const appUrl = (e: TSitesEnv) => new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);

/** PORT + 1; with PORT 0 (any free port) the sites take any free port too. */
const sitesPort = (e: TSitesEnv) => e.SITES_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);

/** Whether one host is the other, or under it: cookies and `document.domain` cross that line. */
const related = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

/** The refusals about the sites origin, one line each. */
export function sitesProblems(e: TSitesEnv): string[] {
  const problems: string[] = [];
  if (e.PORT !== 0 && sitesPort(e) === e.PORT)
    problems.push('SITES_PORT: must differ from PORT (the app listens there)');
  if (e.SITES_URL) {
    const url = new URL(e.SITES_URL);
    if (url.pathname !== '/' || url.search || url.hash)
      problems.push('SITES_URL: an origin only (https://thinkbuild.site), without a path');
  }
  if (e.NODE_ENV !== 'production') return problems;
  if (!e.SITES_URL) {
    problems.push(
      "SITES_URL: required in production, a domain of its own (https://thinkbuild.site), never the app's or a subdomain of it",
    );
    return problems;
  }
  const sites = new URL(e.SITES_URL).hostname;
  const app = appUrl(e).hostname;
  if (related(sites, app)) {
    problems.push(
      `SITES_URL: ${sites} shares cookies with the app's ${app}; published projects need a domain of their own, neither the app's, a subdomain nor a parent of it (https://thinkbuild.site)`,
    );
  }
  return problems;
}

/** The sites settings as the server reads them. */
export function sitesSettings(e: TSitesEnv) {
  const port = sitesPort(e);
  // Another name for this machine than the app's, so the two never share cookies.
  const otherHost = appUrl(e).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return {
    /** The sites origin's port, on the app's HOST (modules/sites/server.ts). */
    sitesPort: port,
    /** Where published projects open, without a trailing slash (core's siteUrl). */
    sitesUrl: (e.SITES_URL ?? `http://${otherHost}:${port}`).replace(/\/+$/, ''),
  };
}
