/**
 * Three grey cards in the place of a list still loading, announced as busy under `label`.
 * `className` lays out the list as the loaded one is; `cardClass` gives a card its height.
 */
export function CardsLoading({
  label,
  className,
  cardClass,
}: {
  label: string;
  className: string;
  cardClass: string;
}) {
  return (
    <ul aria-busy="true" aria-label={label} className={className}>
      {[0, 1, 2].map((n) => (
        <li key={n} className={`${cardClass} animate-pulse rounded-2xl bg-slate-100`} />
      ))}
    </ul>
  );
}
