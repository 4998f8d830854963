import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSessionSummary } from '@thinkbuild/core/schemas/account-security';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { lastActiveLabel, SessionsCard, sessionName } from './sessions-card.tsx';

const NOW = Date.parse('2026-12-02T12:00:00Z');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const session = (overrides: Partial<TSessionSummary>): TSessionSummary => ({
  id: 's1',
  browser: 'Chrome',
  os: 'Windows',
  device: 'desktop',
  lastActiveAt: minutesAgo(1),
  createdAt: minutesAgo(60),
  current: false,
  ...overrides,
});

describe('naming a session', () => {
  it('says the browser and system, or what little it knows', () => {
    expect(sessionName(session({}))).toBe('Chrome on Windows');
    expect(sessionName(session({ os: null }))).toBe('Chrome');
    expect(sessionName(session({ browser: null, os: null, device: 'mobile' }))).toBe(
      'A mobile browser',
    );
    expect(sessionName(session({ browser: null, os: null, device: 'other' }))).toBe(
      'Unknown browser',
    );
  });

  it('gives the time since it was used, roughly', () => {
    const at = (ms: number) => new Date(NOW - ms).toISOString();
    expect(lastActiveLabel(at(60_000), NOW)).toBe('Active now');
    expect(lastActiveLabel(at(20 * 60_000), NOW)).toBe('Active 20 minutes ago');
    expect(lastActiveLabel(at(3 * 3_600_000), NOW)).toBe('Active 3 hours ago');
    expect(lastActiveLabel(at(26 * 3_600_000), NOW)).toBe('Active yesterday');
    expect(lastActiveLabel(at(5 * 86_400_000), NOW)).toBe('Active 5 days ago');
    // A clock a little ahead of the server's is still "now".
    expect(lastActiveLabel(new Date(NOW + 30_000).toISOString(), NOW)).toBe('Active now');
  });
});

describe('the signed-in devices card', () => {
  const here = session({ id: 'here', current: true });
  const phone = session({
    id: 'phone',
    browser: 'Safari',
    os: 'iOS',
    device: 'mobile',
    lastActiveAt: minutesAgo(180),
  });

  it('marks this device, offers Sign out for the others, and signs one out', async () => {
    let sessions = [here, phone];
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/account/sessions', () => ({ body: { sessions } })),
      on('DELETE', '/account/sessions/phone', () => {
        sessions = [here];
        return { body: { revoked: 1 } };
      }),
    );
    renderWithApp(<SessionsCard />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('This device');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('Safari on iOS');
    expect(rows[1]?.textContent).toContain('Active 3 hours ago');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Safari on iOS is signed out.'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/account/sessions/phone'));
    await screen.findByText('Chrome on Windows');
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs out everywhere else', async () => {
    let sessions = [here, phone, session({ id: 'laptop', browser: 'Firefox', os: 'Linux' })];
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/account/sessions', () => ({ body: { sessions } })),
      on('POST', '/account/sessions/sign-out-others', () => {
        sessions = [here];
        return { body: { revoked: 2 } };
      }),
    );
    renderWithApp(<SessionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other device is signed out.'));
    expect(calls.filter((c) => c.path === '/account/sessions/sign-out-others')).toHaveLength(1);
    await screen.findByText('Chrome on Windows');
    expect(screen.queryByText('Firefox on Linux')).toBeNull();
  });

  it('says when the list cannot load, with a retry', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/account/sessions', {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      }),
    );
    renderWithApp(<SessionsCard />);
    expect(await screen.findByRole('button', { name: /try again/i }));
  });
});
