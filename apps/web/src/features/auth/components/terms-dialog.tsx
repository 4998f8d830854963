import { MINIMUM_AGE, PARENTAL_PERMISSION_UNDER } from '@thinkbuild/core/plans';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';

/**
 * The tick that accepts the terms. The age itself is the year of birth sign-up asks (a learner
 * under 18 names a parent or guardian, who is asked to agree: POPIA, decisions/036).
 */
export const AGE_CONFIRMATION = `I accept these terms, and if I am under ${PARENTAL_PERMISSION_UNDER} my parent or guardian will be asked to agree`;

type TTermsDialogProps = {
  open: boolean;
  /** Esc, Cancel or the dialog closing for any other reason. */
  onClose: () => void;
  /** Only callable once the age confirmation is ticked. */
  onContinue: () => void;
  busy?: boolean;
  error?: string | null;
};

const POINTS = [
  `You must be ${MINIMUM_AGE} or older to use ThinkBuild on your own. If you are under ${PARENTAL_PERMISSION_UNDER}, you need your parent's or guardian's permission: we email them to ask (under ${MINIMUM_AGE}, before you start).`,
  'The first members get lifetime access; everyone after them subscribes monthly or annually.',
  'Keep your password secret and do not share your account.',
  'The terms are governed by the laws of South Africa and apply from 2025/05/29.',
];

/**
 * The terms-of-service modal (ui/dialog.tsx: the rest of the page inert, Esc closes, focus
 * returns). The tick is kept here, outside the dialog's content, so it survives a Cancel.
 */
export function TermsDialog({ open, onClose, onContinue, busy = false, error }: TTermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const titleId = useId();
  const hintId = useId();

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      <form
        method="dialog"
        className="p-6 sm:p-8"
        onSubmit={(event) => {
          // Continue keeps the dialog open until the caller closes it (it may be saving).
          event.preventDefault();
          if (agreed && !busy) onContinue();
        }}
      >
        <h2 id={titleId} className="font-extrabold text-2xl text-slate-950 tracking-tight">
          Terms of Service
        </h2>
        <p className="mt-2 text-slate-600">
          Before you continue, please read and accept our terms. In short:
        </p>
        <ul className="mt-4 space-y-2.5 text-slate-700 text-sm">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-2.5">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <a
            href="/termsofservice"
            target="_blank"
            rel="noopener"
            className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Read the full Terms of Service
            <span className="sr-only"> (opens in a new tab)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
        <label className="mt-6 flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-describedby={agreed ? undefined : hintId}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span className="font-medium">{AGE_CONFIRMATION}</span>
        </label>
        {!agreed && (
          <p id={hintId} className="mt-2 text-slate-500 text-xs">
            Tick the box to continue.
          </p>
        )}
        {error && <FormAlert className="mt-4">{error}</FormAlert>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={busy} disabled={!agreed}>
            Continue
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
