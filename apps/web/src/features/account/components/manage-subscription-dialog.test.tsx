import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { describe, expect, it, vi } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { ManageSubscriptionDialog } from './manage-subscription-dialog.tsx';

type TSubscription = TCustomerResponse['subscriptions'][number];

const builder = (over: Partial<TSubscription> = {}): TSubscription => ({
  plan: 'builderm',
  // 22:30 UTC is the next day in Johannesburg, the zone dates are written in.
  next_payment_date: '2026-12-24T22:30:00.000Z',
  status: 'active',
  starts_on: null,
  access_until: null,
  ...over,
});

function openDialog(subscription?: TSubscription, held?: TSubscription) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <ManageSubscriptionDialog
      open
      onClose={onClose}
      subscription={subscription}
      held={held}
      onDone={onDone}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Manage your subscription' });
  return { dialog, onDone, onClose };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the manage subscription dialog', () => {
  it('without a live subscription, sends the learner to the plans', async () => {
    mockApi(on('GET', '/me', { body: me({ role: 'free' }) }));
    const { dialog, onClose } = openDialog(builder({ status: 'completed' }));
    expect(within(dialog).getByText(/You have no active subscription to change or cancel/));
    expect(
      within(dialog).getByRole('link', { name: 'Choose a subscription' }).getAttribute('href'),
    ).toBe('/subscription');
    // The × in the corner and the Close beside the link both close it.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    for (const close of closes) await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts on the current plan, which is no change', async () => {
    mockApi(on('GET', '/me', { body: me() }));
    openDialog(builder());
    expect(screen.getByRole('radio', { name: 'Builder' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(screen.getByText('Current plan'));
    expect(button('Change Subscription')).toHaveProperty('disabled', true);
    expect(button('Cancel Subscription')).toHaveProperty('disabled', false);
  });

  it('upgrades after showing what it costs, and reports the server message', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/subscription/change', { body: { message: 'You pay R200 now.' } }),
      on('POST', '/subscription/change', { body: { success: true, message: 'Now on Creator' } }),
    );
    const { onDone } = openDialog(builder());
    await userEvent.click(screen.getByRole('radio', { name: 'Creator' }));
    await userEvent.click(button('Change Subscription'));
    expect(screen.getByText(/Change from/).textContent).toBe(
      'Change from Builder — monthly to Creator — monthly (R500/month)?',
    );
    expect(await screen.findByText('You pay R200 now.'));
    await userEvent.click(button('Yes, change subscription'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Now on Creator'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'creatorm' });
  });

  it('downgrades to another period and tier; a refusal is shown and Back clears it', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/subscription/change', {
        body: { message: 'Changes to Starter annually on 25 December 2026.' },
      }),
      on('POST', '/subscription/change', {
        body: { success: false, message: 'Paystack refused the change' },
      }),
    );
    const { onDone } = openDialog(builder());
    await userEvent.click(screen.getByRole('radio', { name: 'Annually' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Starter' }));
    await userEvent.click(button('Change Subscription'));
    expect(screen.getByText(/Change from/).textContent).toBe(
      'Change from Builder — monthly to Starter — annually (R1\u00a0500/year)?',
    );
    expect(await screen.findByText('Changes to Starter annually on 25 December 2026.'));
    await userEvent.click(button('Yes, change subscription'));
    expect((await screen.findByRole('alert')).textContent).toContain('Paystack refused the change');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(button('Back'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Change Subscription'));
  });

  it('tells a lifetime learner no plan adds anything, and allows no change', async () => {
    mockApi(on('GET', '/me', { body: me({ lifetimeAccess: true, role: 'creator' }) }));
    openDialog(builder());
    expect(await screen.findByText(/No plan adds anything/));
    await userEvent.click(screen.getByRole('radio', { name: 'Creator' }));
    expect(button('Change Subscription')).toHaveProperty('disabled', true);
  });

  it('while a change is scheduled, changes from the held plan and can keep it', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/subscription/change', { body: { success: true, message: 'Kept Builder' } }),
    );
    const scheduled = builder({ plan: 'starterm', starts_on: '2026-12-24T22:30:00.000Z' });
    const { onDone } = openDialog(scheduled, builder({ status: 'completed' }));
    expect(screen.getByText('Changes to Starter monthly on 25 December 2026.'));
    expect(screen.getByText(/Until then you keep Builder monthly/));
    expect(screen.getByRole('radio', { name: 'Builder' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Starter' }));
    expect(button('Change Subscription')).toHaveProperty('disabled', true);
    await userEvent.click(button('Keep Builder monthly'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Kept Builder'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'builderm' });
  });

  it('cancels after saying until when access lasts', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/subscription/cancel', { body: { success: true, message: 'Cancelled' } }),
    );
    const { onDone } = openDialog(builder());
    await userEvent.click(button('Cancel Subscription'));
    expect(screen.getByText(/Cancel your/).textContent).toBe(
      'Cancel your Builder — monthly subscription?',
    );
    expect(screen.getByText(/It will not renew/).textContent).toBe(
      'It will not renew. You keep your access until 25 December 2026.',
    );
    await userEvent.click(button('Yes, cancel subscription'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Cancelled'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/subscription/cancel')).toBe(true);
  });

  it('names a later paid-up date the server holds as the end of access', async () => {
    mockApi(on('GET', '/me', { body: me() }));
    // Paid up to 31 January (e.g. an earlier period not yet used) while the plan renews sooner.
    openDialog(builder({ access_until: '2099-01-31T10:00:00.000Z' }));
    await userEvent.click(button('Cancel Subscription'));
    expect(screen.getByText(/It will not renew/).textContent).toBe(
      'It will not renew. You keep your access until 31 January 2099.',
    );
  });

  it('shows a failed cancel and keeps the subscription on request', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/subscription/cancel', {
        status: 502,
        body: { code: 'UPSTREAM', message: 'Paystack did not answer' },
      }),
    );
    openDialog(builder());
    await userEvent.click(button('Cancel Subscription'));
    await userEvent.click(button('Yes, cancel subscription'));
    expect((await screen.findByRole('alert')).textContent).toContain('Paystack did not answer');
    await userEvent.click(button('Keep my subscription'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Cancel Subscription'));
  });

  it('says a cancelled subscription is already cancelled, and can resume it', async () => {
    mockApi(on('GET', '/me', { body: me() }));
    openDialog(builder({ status: 'non-renewing', access_until: '2026-12-24T22:30:00.000Z' }));
    expect(
      screen.getByText('Your subscription is already cancelled: access until 25 December 2026.'),
    );
    expect(button('Cancel Subscription')).toHaveProperty('disabled', true);
    expect(button('Change Subscription')).toHaveProperty('disabled', false);
    await userEvent.click(button('Change Subscription'));
    expect(screen.getByText(/Keep/).textContent).toBe(
      'Keep Builder — monthly and let it renew again (R300/month)?',
    );
  });
});
