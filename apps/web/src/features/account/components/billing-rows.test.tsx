import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { BillingRows } from './billing-rows.tsx';

type TSubscription = TCustomerResponse['subscriptions'][number];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const cancelled = (over: Partial<TSubscription> = {}): TSubscription => ({
  plan: 'builderm',
  next_payment_date: inDays(10),
  status: 'non-renewing',
  starts_on: null,
  access_until: inDays(10),
  ...over,
});

function showRows(subscription: TSubscription) {
  renderWithApp(
    <dl>
      <BillingRows
        customer={{ subscriptions: [subscription], authorizations: [], lifetime: null }}
        failed={false}
      />
    </dl>,
  );
}

const resumeButton = () => screen.queryByRole('button', { name: 'Resume' });

describe("/account's Resume", () => {
  it('resumes a cancelled subscription and shows the server answer', async () => {
    const message =
      'Your Builder (monthly) subscription is resumed. It renews on 12 December 2026, as before; nothing is charged now.';
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/subscription/resume', { body: { success: true, message } }),
    );
    showRows(cancelled());
    expect(screen.getByText(/Cancelled — access until/));
    expect(screen.getByText(/Resume and it renews on .+ as before; nothing is charged now\./));
    await userEvent.click(resumeButton() as HTMLElement);
    expect(await screen.findByText(message));
    expect(resumeButton()).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/subscription/resume', body: {} },
    ]);
  });

  it("shows the server's refusal", async () => {
    const refusal = 'Your paid period ended on 1 December 2026, so there is nothing to resume.';
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/subscription/resume', {
        status: 409,
        body: { code: 'CONFLICT', message: refusal },
      }),
    );
    showRows(cancelled());
    await userEvent.click(resumeButton() as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('is not offered while it renews, during a scheduled change, or once the period ended', () => {
    mockApi(on('GET', '/me', { body: me() }));
    showRows(cancelled({ status: 'active', access_until: null }));
    expect(resumeButton()).toBeNull();
    showRows(cancelled({ status: 'active', starts_on: inDays(10) }));
    expect(resumeButton()).toBeNull();
    showRows(cancelled({ next_payment_date: inDays(-1), access_until: null }));
    expect(resumeButton()).toBeNull();
  });
});
