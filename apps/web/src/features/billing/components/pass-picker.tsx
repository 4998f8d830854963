import { formatMoney } from '@thinkbuild/core/format';
import { CHANNEL_LABELS, isPassChannel } from '@thinkbuild/core/pass-notices';
import {
  isPassCode,
  monthsText,
  PASS_MONTHS,
  PASSES,
  passCode,
  type TPassMonths,
} from '@thinkbuild/core/passes';
import { ROLE_LABELS, TIERS, type TTier } from '@thinkbuild/core/roles';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { subscribeErrorMessage } from '../../../entities/plan/plans.ts';
import { VatNote } from '../../../entities/plan/vat.tsx';
import { useMe } from '../../../entities/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useBuyPass, usePassQuote } from '../api/passes.ts';
import { CouponBox, couponErrorOf } from './coupon-box.tsx';

const segment =
  'relative cursor-pointer whitespace-nowrap rounded-xl px-2 py-2 text-center font-semibold text-[13px] text-slate-700 ring-1 sm:px-3 sm:text-sm ring-slate-200 transition-colors hover:ring-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500';

/** One row of choices as native radios (arrow keys and screen readers as everywhere). */
function Choices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-950 text-sm">{legend}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label key={option} className={segment}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Pay once with a pass" on /subscription (issue 43, decisions/043): a tier for 1, 3 or 12
 * months, paid once by card, Instant EFT or Capitec Pay, never renewing. The price and what it
 * does (new, an extension, an upgrade with the unused days taken off, or why not) are the
 * server's quote; the button pays exactly that.
 */
export function PassPicker({ children }: { children?: ReactNode }) {
  const id = useId();
  const { data: me } = useMe();
  // A reminder's renewal link names the pass and how it was paid (core pass-notices.ts).
  const [params] = useSearchParams();
  const renewing = params.get('pass');
  const asked = isPassCode(renewing) ? PASSES[renewing] : null;
  const channelParam = params.get('channel');
  const channel = asked && isPassChannel(channelParam) ? channelParam : undefined;
  // Opened from the reminder: the picker is what the learner came for.
  useEffect(() => {
    if (asked) document.getElementById('pass')?.scrollIntoView({ block: 'start' });
  }, [asked]);
  const [tier, setTier] = useState<TTier>(asked?.tier ?? 'builder');
  const [months, setMonths] = useState<TPassMonths>(asked?.months ?? 3);
  const pass = passCode(tier, months);
  const [coupon, setCoupon] = useState('');
  const quote = usePassQuote({ pass, coupon }, Boolean(me));
  const buy = useBuyPass();
  const answer = quote.data?.pass === pass ? quote.data : undefined;
  // The box's before and after are the quote for this code, never the one it replaces.
  const forCoupon = answer?.ok && !quote.isPlaceholderData ? answer : undefined;
  const couponError = couponErrorOf(buy.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (answer?.ok)
      buy.mutate({
        pass,
        // Only a code the quote took: a refused one is shown at its field, not sent to pay.
        ...(coupon && answer.discount > 0 ? { coupon } : {}),
        ...(channel ? { channel } : {}),
      });
  }

  return (
    <section
      id="pass"
      aria-labelledby={`${id}-heading`}
      className="mx-auto mt-12 max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="font-bold text-slate-950 text-xl">
        Or pay once with a pass
      </h2>
      <p className="mt-2 text-slate-600">
        No card needed: pay once by card, Instant EFT or Capitec Pay. A pass opens its plan for 1, 3
        or 12 months and never renews. Buy another before it ends and it carries on from its last
        day.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Buy a pass" className="mt-6 grid gap-5">
        <Choices
          legend="Which pass"
          name={`${id}-tier`}
          options={TIERS}
          value={tier}
          onChange={setTier}
          label={(t) => ROLE_LABELS[t]}
        />
        <Choices
          legend="How long"
          name={`${id}-months`}
          options={PASS_MONTHS}
          value={months}
          onChange={setMonths}
          label={(m) => (
            <>
              <span className="block">{monthsText(m)}</span>
              <span className="block font-normal text-slate-600 text-xs">
                {formatMoney(PASSES[passCode(tier, m)].amount, PASSES[pass].currency)}
              </span>
              <VatNote className="block font-normal text-slate-600 text-xs" />
            </>
          )}
        />
        <CouponBox
          code={coupon}
          onChange={setCoupon}
          busy={quote.isFetching}
          error={couponError}
          result={
            forCoupon && {
              before: forCoupon.price - forCoupon.credit,
              after: forCoupon.payNow,
              currency: forCoupon.currency,
              applied: forCoupon.discount > 0,
              message: forCoupon.couponMessage,
            }
          }
        />
        {children}
        <div className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 text-slate-800 text-sm" role="status" aria-live="polite">
            {answer ? answer.message : quote.isError ? 'The price could not load.' : 'Loading…'}
            {answer?.ok && channel && (
              <span className="mt-1 block text-slate-600">
                You pay with {CHANNEL_LABELS[channel]}, as last time.
              </span>
            )}
          </p>
          <Button
            type="submit"
            size="lg"
            className="shrink-0"
            busy={buy.isPending}
            disabled={!answer?.ok || me?.emailVerified === false}
          >
            {answer?.ok ? `Pay ${formatMoney(answer.payNow, answer.currency)} once` : 'Pay once'}
          </Button>
        </div>
        {buy.error && !couponError && <FormAlert>{subscribeErrorMessage(buy.error)}</FormAlert>}
      </form>
    </section>
  );
}
