import { SparkleIcon } from '../../ui/icons.tsx';
import { useOfferText } from './plans.ts';
import { VatNote } from './vat.tsx';

/** "$27": the once-off offer's price, as the server charges it (OFFER_AMOUNT, OFFER_CURRENCY). */
export function OfferPrice() {
  return (
    <>
      {useOfferText().price}
      <VatNote className="" />
    </>
  );
}

/** The brand glow behind the offer (its parent is `relative isolate`). */
export function OfferGlow() {
  return (
    <div
      aria-hidden="true"
      className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(79_70_229/0.7),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(192_38_211/0.45),transparent_50%)]"
    />
  );
}

/**
 * The offer's pitch in SPEC.md's words: badge, headline and discount. On /pricing it is the
 * page's h1 (`page`); at checkout an h2 in a card.
 */
export function OfferPitch({ headingId, page = false }: { headingId: string; page?: boolean }) {
  const text = useOfferText();
  const Heading = page ? 'h1' : 'h2';
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-3 py-1 font-bold text-slate-950 text-sm">
        <SparkleIcon className="h-4 w-4" />
        {text.badge}
      </p>
      <Heading
        id={headingId}
        className={`text-balance font-extrabold tracking-tight ${page ? 'mt-5 text-4xl sm:text-6xl' : 'mt-4 text-3xl sm:text-4xl'}`}
      >
        {text.headline}
      </Heading>
      <p
        className={`inline-flex rotate-[-2deg] rounded-xl bg-white px-4 py-2 font-black text-brand-700 shadow-lg ${page ? 'mt-5 text-3xl sm:text-4xl' : 'mt-4 text-2xl'}`}
      >
        {text.discount}
      </p>
    </>
  );
}

/** "$27 ~~$1,000~~ · once off": the offer's price against the usual one. */
export function OfferPriceLine({ page = false }: { page?: boolean }) {
  const text = useOfferText();
  return (
    <p className="mt-3 flex flex-wrap items-end gap-x-3 gap-y-1">
      <span
        className={`font-black text-5xl text-slate-950 tracking-tight${page ? ' sm:text-6xl' : ''}`}
      >
        {text.price}
      </span>
      <span className={`whitespace-nowrap text-slate-600 ${page ? 'pb-2' : 'pb-1.5'}`}>
        <span className="sr-only">Usually </span>
        <s>{text.usualPrice}</s> · once off
        <VatNote className="" />
      </span>
    </p>
  );
}
