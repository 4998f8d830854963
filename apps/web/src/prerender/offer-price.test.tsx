import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

/*
 * The static pages are rendered with the offer's price they are given: SPEC's $27 at build
 * time, the server's OFFER_AMOUNT in OFFER_CURRENCY at run time (http/static-pages.ts).
 */
const R350 = { amount: 35_000, currency: 'ZAR' };

describe('the offer price on the static pages', () => {
  it('is $27 by default', async () => {
    const { html } = await render('/pricing');
    expect(html).toContain('Once Off - $27 Payment');
  });

  it.each(['/', '/pricing', '/help', '/termsofservice'])(
    '%s shows the price it is rendered with, and not the default',
    async (path) => {
      const { html, meta } = await render(path, R350);
      expect(html).toContain('R350');
      expect(html).not.toContain('$27');
      expect(meta?.description ?? '').not.toContain('$27');
    },
  );

  it('/pricing names it everywhere: the offer, its usual price and the FAQ', async () => {
    const { html } = await render('/pricing', R350);
    expect(html).toContain('Once Off - R350 Payment');
    expect(html).toContain('R700');
    expect(html).toContain('The special offer is a single payment of <!-- -->R350');
  });
});
