import { MESSAGES } from '@thinkbuild/core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  checkoutUrlOf,
  isAlreadySubscribed,
  PaymentNotStarted,
  planPrice,
  subscribeErrorMessage,
  withInterval,
  withTier,
} from './plans.ts';

describe('plan codes', () => {
  it('swaps the suffix with the billing period and keeps it with the tier', () => {
    expect(withInterval('creatorm', 'annually')).toBe('creatora');
    expect(withInterval('buildera', 'monthly')).toBe('builderm');
    expect(withInterval('starterm', 'monthly')).toBe('starterm');
    expect(withTier('buildera', 'starter')).toBe('startera');
    expect(withTier('creatorm', 'builder')).toBe('builderm');
  });

  it('shows SPEC.md §9 prices for both periods', () => {
    expect(planPrice('starterm')).toEqual({ amount: 'R200', per: '/month' });
    expect(planPrice('builderm').amount).toBe('R300');
    expect(planPrice('creatorm').amount).toBe('R500');
    // South African grouping: a (non-breaking) space between thousands.
    expect(planPrice('startera')).toEqual({ amount: 'R1\u00a0500', per: '/year' });
    expect(planPrice('buildera').amount).toBe('R2\u00a0000');
    expect(planPrice('creatora').amount).toBe('R4\u00a0000');
  });
});

describe('subscribe errors', () => {
  it('shows the server message after "Subscription failed:"', () => {
    const refused = new ApiError(400, { code: 'VALIDATION', message: 'Unknown plan' });
    expect(subscribeErrorMessage(refused)).toBe('Subscription failed: Unknown plan');
    expect(subscribeErrorMessage(new PaymentNotStarted('Paystack is down'))).toBe(
      'Subscription failed: Paystack is down',
    );
  });

  it('calls anything without an answer a network failure', () => {
    expect(subscribeErrorMessage(new TypeError('Failed to fetch'))).toBe(
      MESSAGES.subscribeNetworkError,
    );
  });

  it('recognises the "already subscribed" conflict', () => {
    expect(isAlreadySubscribed(new ApiError(409, { code: 'CONFLICT', message: 'x' }))).toBe(true);
    expect(isAlreadySubscribed(new ApiError(400, { code: 'VALIDATION', message: 'x' }))).toBe(
      false,
    );
  });

  it('goes to checkout only with success and a URL', () => {
    expect(checkoutUrlOf({ success: true, authorization_url: '/pay', message: 'ok' })).toBe('/pay');
    expect(() => checkoutUrlOf({ success: false, message: 'No plan' })).toThrow('No plan');
    expect(() => checkoutUrlOf({ success: true, message: 'odd' })).toThrow(PaymentNotStarted);
  });
});
