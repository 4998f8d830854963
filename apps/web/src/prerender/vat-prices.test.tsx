import { OFFER } from '@thinkbuild/core/billing';
import { VAT_INCLUDED_TEXT } from '@thinkbuild/core/vat';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';

/*
 * The pages the server renders without the app show "incl. 15% VAT" beside each price when it
 * renders them for a seller registered for VAT (http/static-pages.ts, decisions/044).
 */
describe('VAT on the static pages', () => {
  it('/pricing names it beside each plan and the offer when VAT is on', async () => {
    const { html } = await render('/pricing', { ...OFFER, vat: true } as typeof OFFER);
    expect(html.split(VAT_INCLUDED_TEXT).length - 1).toBeGreaterThanOrEqual(5);
    expect(html).toMatch(/once off<span[^>]*>[^<]*(<!-- -->)?incl\. 15% VAT<\/span>/);
  });

  it('says nothing of VAT without a VAT number', async () => {
    const { html } = await render('/pricing');
    expect(html).not.toContain(VAT_INCLUDED_TEXT);
  });
});
