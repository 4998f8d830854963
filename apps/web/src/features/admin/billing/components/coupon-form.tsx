import { COUPON_KINDS, type TCouponKind } from '@thinkbuild/core/coupons';
import { ROLE_LABELS, TIERS, type TTier } from '@thinkbuild/core/roles';
import { ZCreateCouponRequest } from '@thinkbuild/core/schemas/coupons';
import { type FormEvent, useId, useState } from 'react';
import { focusFirstInvalid } from '../../../../lib/focus.ts';
import { checkDraft, errorsOfSave } from '../../../../lib/form-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { FIELD_ERROR_CLASS } from '../../../../ui/form-classes.ts';
import { TextField } from '../../../../ui/text-field.tsx';
import { useCreateCoupon } from '../api/create-coupon.ts';

type TDraft = {
  code: string;
  kind: TCouponKind;
  value: string;
  offer: boolean;
  passTiers: TTier[];
  expiresOn: string;
  cap: string;
};
const EMPTY: TDraft = {
  code: '',
  kind: 'percent',
  value: '',
  offer: true,
  passTiers: [],
  expiresOn: '',
  cap: '',
};
const KIND_LABELS: Record<TCouponKind, string> = { percent: 'Percent off', amount: 'Rand off' };

const check = 'h-4 w-4 rounded border-slate-300 text-brand-600';

/**
 * Makes a coupon (decisions/043): a code, what it takes off (a whole percent or rand), what it
 * applies to (the offer and any pass tiers; never a subscription), the last day it works and how
 * many uses in all. Each learner can use a code once.
 */
export function CouponForm() {
  const id = useId();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCoupon();
  const refused = create.error ? errorsOfSave(create.error) : null;
  const shown = { ...refused?.fields, ...errors };
  const change = <K extends keyof TDraft>(key: K, value: TDraft[K], field: string = key) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const toggleTier = (tier: TTier) =>
    change(
      'passTiers',
      draft.passTiers.includes(tier)
        ? draft.passTiers.filter((t) => t !== tier)
        : TIERS.filter((t) => t === tier || draft.passTiers.includes(t)),
      'appliesTo',
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const number = (text: string) =>
      text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
    const body = {
      ...draft,
      value: number(draft.value),
      cap: draft.cap.trim() === '' ? null : number(draft.cap),
    };
    const checked = checkDraft(ZCreateCouponRequest, body);
    setErrors(checked.errors);
    if (!checked.input) {
      focusFirstInvalid(form);
      return;
    }
    create.mutate(body, { onSuccess: () => setDraft(EMPTY) });
  }

  const made = create.data;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Make a coupon"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
    >
      <TextField
        label="Code"
        hint="Letters, digits, dashes"
        value={draft.code}
        onChange={(e) => change('code', e.target.value)}
        error={shown.code}
        placeholder="WINTER-20"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
      />
      <SelectField
        label="Takes off"
        value={draft.kind}
        onChange={(e) => change('kind', e.target.value as TCouponKind)}
        error={shown.kind}
      >
        {COUPON_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={draft.kind === 'percent' ? 'Percent' : 'Rand'}
        hint={draft.kind === 'percent' ? '1 to 99' : 'Never below R1 to pay'}
        inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
        value={draft.value}
        onChange={(e) => change('value', e.target.value)}
        error={shown.value}
        placeholder={draft.kind === 'percent' ? '20' : '150'}
      />
      <fieldset className="sm:col-span-2 lg:col-span-3">
        <legend className="font-semibold text-slate-900 text-sm">Applies to</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-slate-800 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className={check}
              checked={draft.offer}
              onChange={(e) => change('offer', e.target.checked, 'appliesTo')}
              aria-describedby={shown.appliesTo ? `${id}-applies` : undefined}
            />
            The special offer
          </label>
          {TIERS.map((t) => (
            <label key={t} className="flex items-center gap-2">
              <input
                type="checkbox"
                className={check}
                checked={draft.passTiers.includes(t)}
                onChange={() => toggleTier(t)}
                aria-describedby={shown.appliesTo ? `${id}-applies` : undefined}
              />
              {ROLE_LABELS[t]} passes
            </label>
          ))}
        </div>
        {shown.appliesTo && (
          <p id={`${id}-applies`} className={FIELD_ERROR_CLASS}>
            <span aria-hidden="true">⚠</span>
            {shown.appliesTo}
          </p>
        )}
        <p className="mt-2 text-slate-600 text-xs">Never a subscription or its renewals.</p>
      </fieldset>
      <TextField
        label="Last day it works"
        hint="Optional"
        type="date"
        value={draft.expiresOn}
        onChange={(e) => change('expiresOn', e.target.value)}
        error={shown.expiresOn}
      />
      <TextField
        label="Uses in all"
        hint="Optional; one per learner"
        inputMode="numeric"
        value={draft.cap}
        onChange={(e) => change('cap', e.target.value)}
        error={shown.cap}
        placeholder="100"
      />
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="lg" busy={create.isPending} className="self-start">
          Make coupon
        </Button>
        {refused && Object.keys(refused.fields).length === 0 && (
          <FormAlert>{refused.message}</FormAlert>
        )}
        {made && !create.isPending && (
          <FormAlert tone="success">
            {made.code} made: {made.off} off {made.appliesTo.replace(/^The /, 'the ')}.
          </FormAlert>
        )}
      </div>
    </form>
  );
}
