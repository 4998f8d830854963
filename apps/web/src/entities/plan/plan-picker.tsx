import { PLANS, type TPlanCode } from '@thinkbuild/core/billing';
import { featuresAddedAt } from '@thinkbuild/core/plan-matrix';
import { INTERVALS } from '@thinkbuild/core/plans';
import { ROLE_LABELS, TIER_PITCH, TIERS } from '@thinkbuild/core/roles';
import { useId } from 'react';
import { PlanFeatures } from './plan-features.tsx';
import { INTERVAL_LABELS, planPrice, withInterval, withTier } from './plans.ts';
import { VatNote } from './vat.tsx';

type TPlanPickerProps = {
  value: TPlanCode;
  onChange: (code: TPlanCode) => void;
  /** `page`: large cards with what each tier opens; `compact`: rows for a dialog. */
  layout?: 'page' | 'compact';
  /** The learner's current plan, marked on its card. */
  current?: TPlanCode | undefined;
};

/**
 * The Monthly / Annually toggle and the three tiers (SPEC.md §4): the toggle swaps the prices,
 * a tier sets the plan. Each tier lists what it gives from core's plan matrix; plan codes stay
 * inside (learners read "Builder", never "builderm"). Native radios, so arrow keys and screen
 * readers work as they do everywhere.
 */
export function PlanPicker({ value, onChange, layout = 'page', current }: TPlanPickerProps) {
  const id = useId();
  const interval = PLANS[value].interval;
  const page = layout === 'page';
  return (
    <div>
      <fieldset className={page ? 'flex justify-center' : ''}>
        <legend className="sr-only">Billing period</legend>
        <div className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
          {INTERVALS.map((option) => (
            <label
              key={option}
              className="relative cursor-pointer rounded-full px-5 py-2 font-semibold text-slate-700 text-sm transition-colors has-[:checked]:bg-white has-[:checked]:text-brand-700 has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={`${id}-interval`}
                value={option}
                checked={interval === option}
                onChange={() => onChange(withInterval(value, option))}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {INTERVAL_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="sr-only">Plan</legend>
        <div className={page ? 'grid gap-6 pt-3 lg:grid-cols-3' : 'grid gap-4 pt-2'}>
          {TIERS.map((tier) => {
            const code = withTier(value, tier);
            const price = planPrice(code);
            const best = tier === 'creator';
            const nameId = `${id}-${tier}-name`;
            const detailId = `${id}-${tier}-detail`;
            return (
              <label
                key={tier}
                className={`relative flex cursor-pointer flex-col rounded-2xl bg-white ring-1 ring-slate-200 transition-shadow hover:ring-brand-500 has-[:checked]:shadow-lg has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 has-[:focus-visible]:outline-offset-2 ${
                  page ? 'p-6 sm:p-8' : 'p-4'
                }`}
              >
                {best && (
                  <span
                    className={`rounded-full bg-brand-600 px-3 py-1 font-bold text-white text-xs tracking-wider ${
                      page
                        ? '-top-3.5 -translate-x-1/2 absolute left-1/2'
                        : '-top-2.5 absolute right-4'
                    }`}
                  >
                    BEST VALUE
                  </span>
                )}
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`${id}-tier`}
                    value={code}
                    checked={value === code}
                    onChange={() => onChange(code)}
                    aria-labelledby={nameId}
                    aria-describedby={detailId}
                    className="h-5 w-5 shrink-0 accent-brand-600"
                  />
                  <span id={nameId} className="font-bold text-slate-950 text-xl">
                    {ROLE_LABELS[tier]}
                  </span>
                  {current === code && (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
                      Current plan
                    </span>
                  )}
                </span>
                <span id={detailId} className="flex flex-1 flex-col">
                  {page && <span className="mt-2 min-h-12 text-slate-600">{TIER_PITCH[tier]}</span>}
                  <span className={`flex items-baseline gap-1 ${page ? 'mt-5' : 'mt-2 pl-8'}`}>
                    <span
                      className={`font-black text-slate-950 tracking-tight ${page ? 'text-4xl' : 'text-2xl'}`}
                    >
                      {price.amount}
                    </span>
                    <span className="text-slate-600">{price.per}</span>
                    <VatNote className="text-slate-600 text-sm" />
                  </span>
                  {!page && (
                    <span className="mt-1 pl-8 text-slate-600 text-sm">
                      Adds{' '}
                      {featuresAddedAt(tier)
                        .map((row) => row.label)
                        .join(' and ')}
                    </span>
                  )}
                  {page && (
                    <span className="mt-5 block border-slate-100 border-t pt-4">
                      <span className="font-semibold text-slate-950 text-sm">What you get</span>
                      <PlanFeatures level={tier} className="mt-3" />
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
