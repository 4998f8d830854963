import { ZErrorBody } from '@thinkbuild/core';
import { ZThemeSwitchRequest } from '@thinkbuild/core/schemas/theme';
import { localReturnPath, THEME_SWITCH_PATH, themeCookie } from '@thinkbuild/core/theme';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineModule } from '../../http/module.ts';
import { registerSameOriginCheck, trustedOrigins } from '../../http/same-origin.ts';

/**
 * POST /theme: the header menu's form on pages without JavaScript (docs/decisions/012). Stores
 * the choice in the cookie and sends the browser back to the page it came from (a path on this
 * site only). With JavaScript the app sets the same cookie itself, without a request.
 */
export const themeModule = defineModule({ name: 'theme' }, async (app) => {
  // The static pages post a plain form: Origin is "null" under our Referrer-Policy, and the
  // browser's Sec-Fetch-Site: same-origin vouches for it (http/same-origin.ts).
  registerSameOriginCheck(app, trustedOrigins(app.config), { forms: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      THEME_SWITCH_PATH,
      { schema: { body: ZThemeSwitchRequest, response: { 400: ZErrorBody, 403: ZErrorBody } } },
      async (request, reply) =>
        reply
          .header('set-cookie', themeCookie(request.body.theme, request.protocol === 'https'))
          .header('cache-control', 'no-store')
          .redirect(localReturnPath(request.body.back), 303),
    );
});
