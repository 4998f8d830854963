import { normaliseSponsorCode, SPONSOR_CODE_SHAPE_MESSAGE } from '@thinkbuild/core/sponsor-codes';
import { type FormEvent, useId, useState } from 'react';
import { SPONSOR_CODE_INPUT } from '../../../entities/plan/sponsor-code.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRedeemSponsorCode } from '../api/redeem-sponsor-code.ts';

/**
 * "Have a sponsor code?" on /subscription (decisions/043): a school, NPO or employer paid for a
 * pass, and the code they handed out opens it at once, nothing to pay. What it gave, or why
 * not, is the server's sentence.
 */
export function SponsorCodeBox() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [shapeError, setShapeError] = useState<string>();
  const redeem = useRedeemSponsorCode();
  const refused = redeem.error ? errorsOfSave(redeem.error) : null;
  const fieldError = shapeError ?? refused?.fields.code;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = normaliseSponsorCode(typed);
    setShapeError(code ? undefined : SPONSOR_CODE_SHAPE_MESSAGE);
    if (code) redeem.mutate({ code });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="font-bold text-slate-950 text-xl">
        Have a sponsor code?
      </h2>
      <p className="mt-2 text-slate-600">
        If your school, organisation or employer paid for your pass, enter the code they gave you.
        The pass starts at once and there is nothing to pay.
      </p>
      {redeem.data ? (
        <div className="mt-6 space-y-4">
          <FormAlert tone="success">
            <strong className="block font-semibold">{redeem.data.text}</strong>
            {redeem.data.message}
          </FormAlert>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/home" size="lg">
              Go to your courses
            </ButtonLink>
            <Button variant="secondary" size="lg" onClick={() => redeem.reset()}>
              Redeem another code
            </Button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Redeem a sponsor code"
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            label="Sponsor code"
            name="code"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setShapeError(undefined);
            }}
            {...SPONSOR_CODE_INPUT}
            error={fieldError}
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="lg" busy={redeem.isPending} className="shrink-0 sm:mt-6">
            Redeem
          </Button>
        </form>
      )}
      {refused && !refused.fields.code && <FormAlert className="mt-4">{refused.message}</FormAlert>}
    </section>
  );
}
