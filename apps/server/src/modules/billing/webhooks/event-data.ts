import { isLiveStatus } from '@thinkbuild/core';
import { z } from 'zod';
import type { TSubscriptionRow } from '../shared/index.ts';

/** The `data` of Paystack's subscription.* events, as far as we read it. */
export const ZSubscriptionData = z.looseObject({
  subscription_code: z.string(),
  email_token: z.string().nullish(),
  status: z.string(),
  amount: z.number().nullish(),
  next_payment_date: z.string().nullish(),
  plan: z.looseObject({ plan_code: z.string(), amount: z.number(), currency: z.string() }),
  customer: z.looseObject({ email: z.string(), customer_code: z.string() }),
  authorization: z.looseObject({}).nullish(),
});

export const isLive = (row: TSubscriptionRow) => isLiveStatus(row.status);
export const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
