import { screen, within } from '@testing-library/react';
import type { TBillingHistoryResponse } from '@thinkbuild/core/schemas/billing-history';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { BillingHistoryCard } from './billing-history-card.tsx';

const history: TBillingHistoryResponse = {
  items: [
    {
      type: 'refund',
      at: '2026-12-01T09:00:00.000Z',
      amount: 30_000,
      currency: 'ZAR',
      status: 'Refunded',
      reference: 'tb-1',
      what: 'Builder (monthly)',
      cardLast4: '4081',
    },
    {
      type: 'charge',
      at: '2026-11-30T23:30:00.000Z',
      amount: 30_000,
      currency: 'ZAR',
      status: 'Paid',
      reference: 'tb-1',
      what: 'Builder (monthly)',
      cardLast4: '4081',
    },
  ],
  notices: [
    {
      id: 'n1',
      kind: 'receipt',
      at: '2026-11-30T23:30:00.000Z',
      heading: 'Thank you for your payment',
      lines: ['We received R300 for Builder (monthly) on 1 December 2026.'],
      path: '/account/receipts/tb-1',
    },
  ],
};

describe('the billing history card', () => {
  it('says what will appear before any payment', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/billing/history', { body: { items: [], notices: [] } }),
    );
    renderWithApp(<BillingHistoryCard />);
    expect(await screen.findByText(/No payments yet\. When you pay for a plan/)).toBeTruthy();
    expect(screen.getByText(/What we email you about payments/)).toBeTruthy();
  });

  it('lists each charge with its receipt and each refund as money back, in Johannesburg days', async () => {
    mockApi(on('GET', '/me', { body: me() }), on('GET', '/billing/history', { body: history }));
    renderWithApp(<BillingHistoryCard />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Refund');
    expect(rows[1]?.textContent).toContain('−R300');
    expect(rows[1]?.textContent).toContain('Refunded');
    // Paid at 23:30 UTC on 30 November: 1 December in Johannesburg.
    expect(rows[2]?.textContent).toContain('1 Dec 2026');
    const receipt = within(rows[2] as HTMLElement).getByRole('link', { name: /^Receipt/ });
    expect(receipt.getAttribute('href')).toBe('/account/receipts/tb-1');
    const messages = screen.getByRole('list', { name: 'Billing messages' });
    expect(within(messages).getByText('Thank you for your payment')).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /Tax invoice|Credit note/ })).toBeNull();
  });

  it('links the tax invoice and the credit note as PDFs while VAT is on', async () => {
    const docs = [
      { id: 'd2', kind: 'credit-note', number: 'CN-000001' },
      { id: 'd1', kind: 'invoice', number: 'INV-000001' },
    ] as const;
    const documented: TBillingHistoryResponse = {
      ...history,
      items: history.items.map((item, i) => ({ ...item, taxDocument: docs[i] })),
    };
    mockApi(on('GET', '/me', { body: me() }), on('GET', '/billing/history', { body: documented }));
    renderWithApp(<BillingHistoryCard />);
    const table = await screen.findByRole('table');
    const invoice = within(table).getByRole('link', { name: 'Tax invoice INV-000001 (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/api/billing/tax-documents/d1/pdf');
    const note = within(table).getByRole('link', { name: 'Credit note CN-000001 (PDF)' });
    expect(note.getAttribute('href')).toBe('/api/billing/tax-documents/d2/pdf');
    const list = screen.getByRole('list', { name: 'Your charges and refunds' });
    expect(within(list).getAllByRole('link', { name: /^(Tax invoice|Credit note)/ })).toHaveLength(
      2,
    );
  });
});
