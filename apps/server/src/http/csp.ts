import type { TConfig, TS3Config } from '../config.ts';

/** Content-Security-Policy the built app works under: no inline scripts, nothing off-site. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The service worker (/sw.js) and the web app manifest (docs/decisions/022-offline-pwa.md);
  // default-src already allows both, named so a narrower default never drops them silently.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // The exercise runner; the sites origin joins it (cspDirectives) for the profile's thumbnails.
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The published projects' origin may be framed: the public profile shows each as a live
 * thumbnail (sandboxed, no script; decisions/039). With S3 the player fetches video from the
 * bucket (or its CDN): allow that origin.
 */
export function cspDirectives(config: TConfig) {
  const directives = {
    ...CSP_DIRECTIVES,
    frameSrc: [...CSP_DIRECTIVES.frameSrc, new URL(config.sitesUrl).origin],
  };
  const origin = config.s3 && videoOrigin(config.s3);
  if (!origin) return directives;
  return {
    ...directives,
    mediaSrc: [...CSP_DIRECTIVES.mediaSrc, origin],
    // Lesson posters (HLS folders redirect to the bucket, decisions/011).
    imgSrc: [...CSP_DIRECTIVES.imgSrc, origin],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, origin],
  };
}

const videoOrigin = (s3: TS3Config) => {
  const base = s3.publicUrl ?? s3.endpoint;
  if (!base) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const url = new URL(base);
  if (!s3.forcePathStyle) url.hostname = `${s3.bucket}.${url.hostname}`;
  return url.origin;
};

/**
 * The exercise runner's own policy (docs/decisions/019). Learner code runs inline and through
 * the Function constructor, so scripts are inline and eval is allowed; everything that loads or
 * sends anything is not: nothing leaves the sandbox and nothing off-site comes in. `sandbox`
 * keeps the page's origin opaque even when it is opened directly instead of framed.
 */
export const RUNNER_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-forms',
].join('; ');
