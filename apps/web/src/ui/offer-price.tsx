import { useOfferText } from '../lib/plans.ts';

/** "$27": the once-off offer's price, as the server charges it (OFFER_AMOUNT, OFFER_CURRENCY). */
export function OfferPrice() {
  return <>{useOfferText().price}</>;
}
