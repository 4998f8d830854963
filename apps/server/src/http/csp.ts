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
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** With S3 the player fetches video from the bucket (or its CDN): allow that origin. */
export function cspDirectives(config: TConfig) {
  const origin = config.s3 && videoOrigin(config.s3);
  if (!origin) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
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
