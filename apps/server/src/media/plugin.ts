import fp from 'fastify-plugin';
import { serverSecret } from '../config.ts';
import { signHlsPrefix } from './hls-url.ts';
import { registerMediaRoutes } from './routes.ts';
import { signMediaUrl } from './signed-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A short-lived signed URL for a stored object (see media/signed-url.ts). */
    signMediaUrl(key: string): { url: string; expiresAt: string };
    /** The URL a learner's player gets: presigned by S3, else signed by us (signMediaUrl). */
    videoUrl(key: string): Promise<{ url: string; expiresAt: string }>;
    /** A signed URL base for one lesson's HLS folder (media/hls-url.ts, decisions/011). */
    signHlsPrefix(prefix: string): { base: string; expiresAt: string };
  }
}

/** Signed media URLs and the /media routes that check them (decisions/011). */
export const mediaPlugin = fp(
  async (app) => {
    const { config, storage } = app;
    const secret = serverSecret(config);
    const ttl = config.videoUrlTtlSeconds;
    app.decorate('signMediaUrl', (key: string) => signMediaUrl(secret, key, ttl));
    app.decorate('videoUrl', async (key: string) => {
      if (!storage.presignedUrl) return signMediaUrl(secret, key, ttl);
      const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
      return { url: await storage.presignedUrl(key, ttl), expiresAt };
    });
    app.decorate('signHlsPrefix', (prefix: string) => signHlsPrefix(secret, prefix, ttl));
    registerMediaRoutes(app, { secret, ttl, accelPrefix: config.mediaAccelRedirect });
  },
  { name: 'media', dependencies: ['storage'] },
);
