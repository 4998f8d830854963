import { formatPaymentDate, isPlanCode, planLabel } from './billing.ts';
import { DEFAULT_TIME_ZONE } from './format.ts';

/**
 * Resume (issue 38): a subscription cancelled at the end of its period renews again, on the same
 * renewal date and with nothing charged now, for as long as that period has not ended. The one
 * rule for the server (which refuses) and the web (which offers the button only when it would
 * succeed).
 */
export type TResumable = {
  status: string;
  /** The end of the paid period: the renewal date once resumed. */
  nextPaymentDate: Date | null;
  /** A scheduled change: when this subscription starts (it is not cancelled then). */
  startsAt?: Date | null;
};

export type TResumeCheck = { ok: true } | { ok: false; message: string };

export const RESUME_MESSAGES = {
  nothing: 'You have no cancelled subscription to resume. Choose a plan to subscribe.',
  notCancelled:
    'Your subscription is not cancelled: it renews automatically, so there is nothing to resume.',
  endedAtPaystack:
    'Paystack has already ended this subscription, so it cannot be resumed. Choose a plan to subscribe again.',
} as const;

const periodEnded = (end: Date | null, timeZone: string) =>
  `Your paid period ended on ${formatPaymentDate(end?.toISOString(), timeZone)}, so there is nothing to resume. Choose a plan to subscribe again.`;

/** Whether `subscription` (the learner's live one, or null) can be resumed at `now`. */
export function resumeCheck(
  subscription: TResumable | null | undefined,
  now: Date,
  /** The zone of the date in a refusal (TIME_ZONE). */
  timeZone: string = DEFAULT_TIME_ZONE,
): TResumeCheck {
  if (!subscription) return { ok: false, message: RESUME_MESSAGES.nothing };
  const { status, nextPaymentDate, startsAt } = subscription;
  if (status === 'active' || status === 'attention' || (startsAt && startsAt > now)) {
    return { ok: false, message: RESUME_MESSAGES.notCancelled };
  }
  if (status !== 'non-renewing') return { ok: false, message: RESUME_MESSAGES.nothing };
  if (!nextPaymentDate || nextPaymentDate.getTime() <= now.getTime()) {
    return { ok: false, message: periodEnded(nextPaymentDate, timeZone) };
  }
  return { ok: true };
}

/** What the learner reads once it is resumed: the same renewal date, nothing charged now. */
export function resumedText(plan: string, renewsOn: Date | null, timeZone: string): string {
  const name = isPlanCode(plan) ? planLabel(plan) : plan;
  return `Your ${name} subscription is resumed. It renews on ${formatPaymentDate(renewsOn?.toISOString(), timeZone)}, as before; nothing is charged now.`;
}
