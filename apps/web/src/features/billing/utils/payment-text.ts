import type { TPaymentStatusResponse } from '@thinkbuild/core/schemas/billing';

/** The server's reason without its final full stop, so it reads inside our own sentence. */
const reason = (message: string) => message.trim().replace(/[.\s]+$/, '') || 'it was declined';

/** What the return page says when Paystack did not take the money. */
export const paymentFailedMessage = (message: string) =>
  `Your payment did not go through: ${reason(message)}. You were not charged and your access has not changed.`;

/** How long the return page polls before it says confirmation is taking longer. */
export const CONFIRMATION_PATIENCE_MS = 2 * 60 * 1000;

export type TPaymentView = 'pending' | 'slow' | 'success' | 'failed';

/** Which state the return page shows for the payment as last seen. */
export function paymentView(
  payment: Pick<TPaymentStatusResponse, 'status'> | undefined,
  gaveUpWaiting: boolean,
): TPaymentView {
  if (payment?.status === 'success') return 'success';
  if (payment?.status === 'failed' || payment?.status === 'abandoned') return 'failed';
  return gaveUpWaiting ? 'slow' : 'pending';
}
