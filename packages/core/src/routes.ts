/**
 * The browser routes the web app serves. The server uses this list to answer unknown paths
 * with a real 404 (the 404 view, status 404) while client routes get the app; the web build
 * prerenders PRERENDERED_PATHS to static HTML.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/tutorials',
  '/pricing',
  '/aboutus',
  '/help',
  '/termsofservice',
  '/privacypolicy',
  '/error',
] as const;

const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  ...PRERENDERED_PATHS.map((p) => new RegExp(`^${p === '/' ? '/' : `${p}/?`}$`)),
  /^\/blogs\/?$/,
  /^\/blogpage\/[^/]+\/?$/,
];

export const isClientRoute = (pathname: string) =>
  CLIENT_ROUTE_PATTERNS.some((re) => re.test(pathname));

/** "/tutorials/" → "tutorials/index.html"; "/" → "index.html". */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`;
