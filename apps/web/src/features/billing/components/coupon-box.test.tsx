import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_RENEWAL_NOTE } from '@thinkbuild/core/coupons';
import { formatMoney } from '@thinkbuild/core/format';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CouponBox, type TCouponResult } from './coupon-box.tsx';

/** The box inside a purchase form, with the page's quote standing in for the server's. */
function Purchase({ quote, onPay }: { quote: (code: string) => TCouponResult; onPay: () => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onPay();
      }}
    >
      <CouponBox code={code} onChange={setCode} result={code ? quote(code) : undefined} />
    </form>
  );
}

const R = (cents: number) => formatMoney(cents, 'ZAR');

describe('the coupon box', () => {
  it('applies a code on Enter without paying, and shows the price before and after', async () => {
    const onPay = vi.fn();
    render(
      <Purchase
        onPay={onPay}
        quote={(code) => ({
          before: 90_000,
          after: 72_000,
          currency: 'ZAR',
          applied: true,
          message: `${code}: R180 off. You pay R720 instead of R900.`,
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Have a coupon code?' }));
    expect(screen.getByText(COUPON_RENEWAL_NOTE)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Coupon code'), 'winter-20{Enter}');
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByTestId('coupon-price').textContent).toBe(`${R(90_000)} → ${R(72_000)}`);
    expect(screen.getByRole('status').textContent).toContain('winter-20: R180 off.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(screen.queryByTestId('coupon-price')).toBeNull();
  });

  it('shows a refusal at its field', async () => {
    render(
      <Purchase
        onPay={() => {}}
        quote={() => ({
          before: 90_000,
          after: 90_000,
          currency: 'ZAR',
          applied: false,
          message: 'This code has expired.',
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Have a coupon code?' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'OLD-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByLabelText('Coupon code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This code has expired.')).toBeTruthy();
    expect(screen.queryByTestId('coupon-price')).toBeNull();
  });
});
