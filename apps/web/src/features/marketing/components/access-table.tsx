import { ACCESS_LEVELS, hasFeature, LISTED_PLAN_MATRIX } from '@thinkbuild/core/plan-matrix';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon, CrossIcon } from '../../../ui/icons.tsx';
import { LEVEL_ADDS, OFFER_TEXT } from './pricing-data.ts';

function Cell({ included }: { included: boolean }) {
  return (
    <td className="px-2 py-4 text-center sm:px-3">
      {included ? (
        <CheckIcon className="mx-auto h-5 w-5 text-emerald-600" />
      ) : (
        <CrossIcon className="mx-auto h-5 w-5 text-slate-400" />
      )}
      <span className="sr-only">{included ? 'Included' : 'Not included'}</span>
    </td>
  );
}

const COLUMNS = [...ACCESS_LEVELS.map((level) => ROLE_LABELS[level]), OFFER_TEXT.badge];

/**
 * What each way of learning gives, from core's plan matrix (the rule the server enforces): a
 * table of ticks where there is room, and on a phone, where six columns would not fit, the
 * same matrix as "what each plan adds".
 */
export function AccessTable() {
  return (
    <section aria-labelledby="access-heading" className="bg-white py-16 sm:py-24">
      <Container className="max-w-4xl">
        <h2
          id="access-heading"
          className="text-center font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl"
        >
          What each plan gives
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-600">
          Every account, free included, opens the Build lessons. Each plan gives everything of the
          one before it, and more; the special offer gives everything, for life.
        </p>
        <ol className="mt-10 space-y-3 sm:hidden">
          {LEVEL_ADDS.map(({ level, name, features }) => (
            <li key={level} className="rounded-2xl p-4 ring-1 ring-slate-200">
              <p className="font-bold text-slate-950">{level === 'free' ? name : `${name} adds`}</p>
              <p className="mt-1 text-slate-600">{features.join(', ')}</p>
            </li>
          ))}
          <li className="rounded-2xl p-4 ring-2 ring-brand-600">
            <p className="font-bold text-brand-700">{OFFER_TEXT.badge}</p>
            <p className="mt-1 text-slate-600">Everything Creator gives, for life</p>
          </li>
        </ol>
        <div className="mt-10 hidden overflow-hidden rounded-2xl ring-1 ring-slate-200 sm:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What each plan gives</caption>
            <thead className="bg-slate-50 text-slate-950">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Feature</span>
                </th>
                {COLUMNS.map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className={`px-2 py-3 text-center font-semibold sm:px-3 ${
                      label === OFFER_TEXT.badge ? 'text-brand-700' : ''
                    }`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {LISTED_PLAN_MATRIX.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-4 font-normal">
                    <span className="block font-semibold text-slate-950">{row.label}</span>
                    <span className="block text-slate-600">{row.detail}</span>
                  </th>
                  {ACCESS_LEVELS.map((level) => (
                    <Cell key={level} included={hasFeature(level, row.feature)} />
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
