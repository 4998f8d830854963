import { COUPON_RENEWAL_NOTE } from '@thinkbuild/core/coupons';
import { formatMoney } from '@thinkbuild/core/format';
import { type KeyboardEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** What the server's quote says of the applied code. */
export type TCouponResult = {
  /** The price without the code, and with it: subunits. */
  before: number;
  after: number;
  currency: string;
  /** False: refused, and `message` says why. */
  applied: boolean;
  message: string | null;
};

/** A refusal of the code when paying (a 409 with the message on the `coupon` field). */
export const couponErrorOf = (error: unknown) =>
  error instanceof ApiError ? error.body.fields?.coupon : undefined;

/**
 * "Have a coupon code?" where a pass or the offer is bought (decisions/043). It lives inside the
 * purchase's own form, so it is no form itself: Apply (or Enter in the field) hands the code to
 * the page, whose quote from the server answers with the price before and after, or why not.
 */
export function CouponBox({
  code,
  onChange,
  result,
  busy = false,
  error,
}: {
  /** The code applied now ('' for none). */
  code: string;
  onChange: (code: string) => void;
  /** The quote for `code`, once the server has answered. */
  result: TCouponResult | undefined;
  busy?: boolean;
  error?: string | undefined;
}) {
  const [open, setOpen] = useState(code !== '');
  const [typed, setTyped] = useState(code);
  const applied = code !== '' && result?.applied === true;
  const fieldError =
    error ?? (code !== '' && result && !result.applied ? (result.message ?? undefined) : undefined);

  const apply = () => onChange(typed.trim());
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter here applies the code; it must not pay.
    event.preventDefault();
    apply();
  }

  if (!open) {
    return (
      <button
        type="button"
        aria-expanded="false"
        onClick={() => setOpen(true)}
        className="justify-self-start font-semibold text-brand-700 text-sm underline underline-offset-2"
      >
        Have a coupon code?
      </button>
    );
  }
  return (
    <div className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="coupon-box">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Coupon code"
          name="coupon"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={fieldError}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="shrink-0 sm:mt-6"
          busy={busy}
          disabled={typed.trim() === ''}
          onClick={apply}
        >
          Apply
        </Button>
      </div>
      <p className="mt-2 text-slate-600 text-xs">{COUPON_RENEWAL_NOTE}</p>
      {applied && result && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p role="status" className="text-emerald-800 text-sm">
            <span data-testid="coupon-price" className="font-semibold text-base text-slate-950">
              <del className="font-normal text-slate-600">
                {formatMoney(result.before, result.currency)}
              </del>{' '}
              <span aria-hidden="true">→</span>{' '}
              <ins className="no-underline">{formatMoney(result.after, result.currency)}</ins>
            </span>
            <span className="block">{result.message}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              setTyped('');
              onChange('');
            }}
            className="font-semibold text-slate-700 text-sm underline underline-offset-2"
          >
            Remove code
          </button>
        </div>
      )}
    </div>
  );
}
