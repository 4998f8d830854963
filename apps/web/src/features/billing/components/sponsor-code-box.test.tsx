import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { SponsorCodeBox } from './sponsor-code-box.tsx';

const USED = 'This code has already been used.';

describe('the sponsor code box', () => {
  it('sends the code as stored, and says what pass it gave', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/sponsor-codes/redeem', {
        body: {
          tier: 'builder',
          months: 3,
          startsOn: '2026-12-03',
          endsOn: '2027-03-03',
          text: 'Builder pass — until 3 March 2027',
          message: 'Builder pass for 3 months: yours from today until 3 March 2027.',
        },
      }),
    );
    renderWithApp(<SponsorCodeBox />);
    await userEvent.type(screen.getByLabelText('Sponsor code'), '7kq2 m9xd r4tb');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Builder pass — until 3 March 2027')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: '7KQ2M9XDR4TB' });
    expect(screen.getByRole('link', { name: 'Go to your courses' })).toBeTruthy();
  });

  it('marks a code of the wrong shape without asking, and a used one at its field', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/sponsor-codes/redeem', {
        status: 409,
        body: { code: 'CONFLICT', message: USED, fields: { code: USED } },
      }),
    );
    renderWithApp(<SponsorCodeBox />);
    const input = screen.getByLabelText('Sponsor code');
    await userEvent.type(input, 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/A sponsor code has 12 letters and digits/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '7KQ2-M9XD-R4TB');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(USED)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
