import { formatMoney } from '@thinkbuild/core/format';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

/*
 * The static pages are rendered with the offer's price they are given: R2 000 (core's OFFER) at build
 * time, the server's OFFER_AMOUNT in OFFER_CURRENCY at run time (http/static-pages.ts).
 */
const R350 = { amount: 35_000, currency: 'ZAR' };

describe('the offer price on the static pages', () => {
  it('is R2 000 by default, against the R4 000 of Creator annually', async () => {
    const { html } = await render('/pricing');
    expect(html).toContain(`Once Off - ${formatMoney(200_000, 'ZAR')} Payment`);
    expect(html).toContain(formatMoney(400_000, 'ZAR'));
    expect(html).not.toContain('$27');
  });

  it.each(['/', '/pricing', '/help', '/termsofservice'])(
    '%s shows the price it is rendered with, and not the default',
    async (path) => {
      const { html, meta } = await render(path, R350);
      expect(html).toContain('R350');
      expect(html).not.toContain('R2\u00a0000 Payment');
      expect(meta?.description ?? '').not.toContain('R2\u00a0000');
    },
  );

  it('/pricing names it everywhere: the offer, its usual price and the FAQ', async () => {
    const { html } = await render('/pricing', R350);
    expect(html).toContain('Once Off - R350 Payment');
    expect(html).toContain('R700');
    expect(html).toContain('The special offer is a single payment of <!-- -->R350');
  });
});
