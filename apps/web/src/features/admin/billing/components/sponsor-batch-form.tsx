import { monthsText, PASS_MONTHS } from '@thinkbuild/core/passes';
import { ROLE_LABELS, TIERS } from '@thinkbuild/core/roles';
import {
  type TSponsorBatchRequest,
  ZSponsorBatchRequest,
} from '@thinkbuild/core/schemas/sponsor-codes';
import { SPONSOR_BATCH_MAX } from '@thinkbuild/core/sponsor-codes';
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../../lib/focus.ts';
import { checkDraft, errorsOfSave } from '../../../../lib/form-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useCreateSponsorBatch } from '../api/create-sponsor-batch.ts';

type TDraft = Record<keyof TSponsorBatchRequest, string>;
const EMPTY: TDraft = {
  tier: 'builder',
  months: '3',
  size: '',
  paidBy: '',
  paymentReference: '',
  amount: '',
};

/**
 * Makes a batch of sponsor codes (decisions/043): paid for outside the learner's checkout, so who
 * paid and their payment's reference are asked for the books; the amount when it is known.
 */
export function SponsorBatchForm() {
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSponsorBatch();
  const refused = create.error ? errorsOfSave(create.error) : null;
  const shown = { ...refused?.fields, ...errors };
  const set = (key: keyof TDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { ...draft, amount: draft.amount.trim() || undefined };
    const checked = checkDraft(ZSponsorBatchRequest, body);
    setErrors(checked.errors);
    if (!checked.input) {
      focusFirstInvalid(form);
      return;
    }
    create.mutate(checked.input, { onSuccess: () => setDraft(EMPTY) });
  }

  const made = create.data;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Make sponsor codes"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
    >
      <SelectField label="Plan" value={draft.tier} onChange={set('tier')} error={shown.tier}>
        {TIERS.map((t) => (
          <option key={t} value={t}>
            {ROLE_LABELS[t]} pass
          </option>
        ))}
      </SelectField>
      <SelectField
        label="How long"
        value={draft.months}
        onChange={set('months')}
        error={shown.months}
      >
        {PASS_MONTHS.map((m) => (
          <option key={m} value={m}>
            {monthsText(m)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="How many codes"
        hint={`1 to ${SPONSOR_BATCH_MAX}`}
        inputMode="numeric"
        value={draft.size}
        onChange={set('size')}
        error={shown.size}
      />
      <TextField
        label="Paid by"
        value={draft.paidBy}
        onChange={set('paidBy')}
        error={shown.paidBy}
        placeholder="Soweto High School"
        maxLength={120}
      />
      <TextField
        label="Payment reference"
        value={draft.paymentReference}
        onChange={set('paymentReference')}
        error={shown.paymentReference}
        placeholder="Their EFT or invoice reference"
        maxLength={120}
      />
      <TextField
        label="Amount paid (rand)"
        hint="Optional"
        inputMode="decimal"
        value={draft.amount}
        onChange={set('amount')}
        error={shown.amount}
        placeholder="18000"
      />
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="lg" busy={create.isPending} className="self-start">
          Make codes
        </Button>
        {refused && Object.keys(refused.fields).length === 0 && (
          <FormAlert>{refused.message}</FormAlert>
        )}
        {made && !create.isPending && (
          <FormAlert tone="success">
            {made.size} {ROLE_LABELS[made.tier]} {made.size === 1 ? 'code' : 'codes'} for{' '}
            {monthsText(made.months)}, paid by {made.paidBy}: download them from the list below.
          </FormAlert>
        )}
      </div>
    </form>
  );
}
