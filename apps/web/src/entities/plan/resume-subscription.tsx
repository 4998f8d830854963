import { useMutation } from '@tanstack/react-query';
import { formatPaymentDate } from '@thinkbuild/core/billing';
import { resumeCheck } from '@thinkbuild/core/resume';
import type {
  TCustomerResponse,
  TSubscriptionActionResponse,
} from '@thinkbuild/core/schemas/billing';
import { api } from '../../lib/api-client.ts';
import { idempotencyHeaders, useIntentKey } from '../../lib/idempotency-key.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

type TSubscription = TCustomerResponse['subscriptions'][number];

/** POST /api/subscription/resume: a cancelled subscription renews again, same date, no charge. */
export const resumeSubscription = (key: string) =>
  api<TSubscriptionActionResponse>('/subscription/resume', {
    method: 'POST',
    headers: idempotencyHeaders(key),
    body: '{}',
  });

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** Whether `subscription` (the customer view's subscriptions[0]) can be resumed now (core's rule). */
export const canResume = (subscription: TSubscription | undefined) =>
  Boolean(
    subscription &&
      resumeCheck(
        {
          status: subscription.status,
          nextPaymentDate: toDate(subscription.next_payment_date),
          startsAt: toDate(subscription.starts_on),
        },
        new Date(),
      ).ok,
  );

type TProps = {
  /** The learner's current subscription (subscriptions[0]). */
  subscription: TSubscription | undefined;
  timeZone: string;
  /** Reloads what the page shows of the subscription once it is resumed. */
  refresh: () => Promise<unknown>;
  className?: string;
};

/**
 * "Resume" beside a cancelled subscription's "access until …" (/account, /subscription): one
 * intent, one Idempotency-Key, so a second click or a retry does nothing twice. The server's
 * answer stays shown after the button goes (the subscription renews again).
 */
export function ResumeSubscription({ subscription, timeZone, refresh, className = '' }: TProps) {
  const intent = useIntentKey();
  const resume = useMutation({
    mutationFn: async () => {
      try {
        const answer = await resumeSubscription(intent.keyFor('resume'));
        intent.done();
        return answer;
      } finally {
        // A refusal (the period ended meanwhile) shows the subscription as it now stands too.
        await refresh();
      }
    },
  });
  const offered = canResume(subscription) && !resume.isSuccess;
  if (!offered && resume.isIdle) return null;
  return (
    <div className={`flex flex-col items-start gap-2 ${className}`}>
      {offered && (
        <>
          <p className="text-slate-600 text-sm">
            Changed your mind? Resume and it renews on{' '}
            {formatPaymentDate(subscription?.next_payment_date, timeZone)} as before; nothing is
            charged now.
          </p>
          <Button
            variant="secondary"
            busy={resume.isPending}
            onClick={() => resume.mutate()}
            className="whitespace-nowrap"
          >
            Resume
          </Button>
        </>
      )}
      {resume.isSuccess && <FormAlert tone="success">{resume.data.message}</FormAlert>}
      {resume.isError && (
        <FormAlert>
          {resume.error instanceof Error && resume.error.message
            ? resume.error.message
            : 'Your subscription could not be resumed. Check your connection and try again.'}
        </FormAlert>
      )}
    </div>
  );
}
