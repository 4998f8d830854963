import { ROLE_LABELS, TIERS } from '@thinkbuild/core/roles';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon, CrossIcon } from '../../../ui/icons.tsx';
import { OFFER_TEXT, SECTION_ROWS, tierUnlocks } from './pricing-data.ts';

function Cell({ included }: { included: boolean }) {
  return (
    <td className="px-1 py-4 text-center sm:px-3">
      {included ? (
        <CheckIcon className="mx-auto h-5 w-5 text-emerald-600" />
      ) : (
        <CrossIcon className="mx-auto h-5 w-5 text-slate-400" />
      )}
      <span className="sr-only">{included ? 'Included' : 'Not included'}</span>
    </td>
  );
}

/** Which course sections each way of paying unlocks (SPEC.md §6), as a real table. */
export function AccessTable() {
  return (
    <section aria-labelledby="access-heading" className="bg-white py-16 sm:py-24">
      <Container className="max-w-4xl">
        <h2
          id="access-heading"
          className="text-center font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
        >
          What each tier unlocks
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-600">
          Every course is split into four sections. Build is open to everyone who is signed in; the
          other sections depend on your tier.
        </p>
        <div className="mt-10 overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">Course sections included with each tier</caption>
            <thead className="bg-slate-50 text-slate-950">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  Section
                </th>
                {TIERS.map((tier) => (
                  <th
                    key={tier}
                    scope="col"
                    className="px-1 py-3 text-center font-semibold sm:px-3"
                  >
                    {ROLE_LABELS[tier]}
                  </th>
                ))}
                <th
                  scope="col"
                  className="px-1 py-3 text-center font-semibold text-brand-700 sm:px-3"
                >
                  {OFFER_TEXT.badge}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {SECTION_ROWS.map((row) => (
                <tr key={row.section}>
                  <th scope="row" className="px-3 py-4 font-normal sm:px-4">
                    <span className="block font-semibold text-slate-950">{row.label}</span>
                    <span className="block text-slate-600">{row.note}</span>
                  </th>
                  {TIERS.map((tier) => (
                    <Cell key={tier} included={tierUnlocks(tier, row.section)} />
                  ))}
                  <Cell included />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}
