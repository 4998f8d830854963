import { describe, expect, it } from 'vitest';
import { paymentFailedMessage, paymentView } from './payment-text.ts';

describe('paymentFailedMessage', () => {
  it('puts the reason in one sentence, whatever punctuation it came with', () => {
    const tail = 'You were not charged and your access has not changed.';
    expect(paymentFailedMessage('Declined by the bank')).toBe(
      `Your payment did not go through: Declined by the bank. ${tail}`,
    );
    expect(paymentFailedMessage('Declined by the bank. ')).toBe(
      `Your payment did not go through: Declined by the bank. ${tail}`,
    );
    expect(paymentFailedMessage('')).toBe(
      `Your payment did not go through: it was declined. ${tail}`,
    );
  });
});

describe('paymentView', () => {
  it('waits while pending, then admits it is slow', () => {
    expect(paymentView(undefined, false)).toBe('pending');
    expect(paymentView({ status: 'pending' }, false)).toBe('pending');
    expect(paymentView({ status: 'pending' }, true)).toBe('slow');
  });

  it('shows the outcome as soon as there is one', () => {
    expect(paymentView({ status: 'success' }, true)).toBe('success');
    expect(paymentView({ status: 'failed' }, false)).toBe('failed');
    expect(paymentView({ status: 'abandoned' }, false)).toBe('failed');
  });
});
