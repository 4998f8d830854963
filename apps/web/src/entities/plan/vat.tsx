import type { TOfferResponse } from '@thinkbuild/core/schemas/billing';
import { VAT_INCLUDED_TEXT } from '@thinkbuild/core/vat';
import { useContext, useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { OfferPriceContext } from './plans.ts';

/*
 * "incl. 15% VAT" beside every price while the seller is registered for VAT (VAT_NUMBER on the
 * server, decisions/044). GET /api/offer says so (`vat`); asked once per page load however many
 * prices a page shows. A plain effect, not a query: the static pages have no query client. The
 * pages the server renders without the app (/, /pricing) get it from the offer it renders them
 * with (OfferPriceContext, http/static-pages.ts).
 */

let asked: Promise<boolean> | undefined;

const vatAnswer = () => {
  asked ??= api<TOfferResponse>('/offer')
    .then((offer) => offer.vat === true)
    .catch(() => {
      asked = undefined;
      return false;
    });
  return asked;
};

/** Whether prices include VAT (in the app: false until the server has answered). */
export function useVatIncluded(): boolean {
  const [vat, setVat] = useState(useContext(OfferPriceContext).vat === true);
  useEffect(() => {
    let live = true;
    vatAnswer().then((answer) => {
      if (live) setVat(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return vat;
}

/** " incl. 15% VAT" after a price, or nothing when the seller is not registered for VAT. */
export function VatNote({ className = 'text-slate-600' }: { className?: string }) {
  const vat = useVatIncluded();
  if (!vat) return null;
  return <span className={`whitespace-nowrap ${className}`}> {VAT_INCLUDED_TEXT}</span>;
}
