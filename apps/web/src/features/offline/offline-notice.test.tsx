import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner, OfflinePage } from './offline-notice.tsx';

/** What the browser reports, and the event it fires when that changes. */
function goOnline(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const at = (path: string, ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

afterEach(() => goOnline(true));

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    at('/home', <OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the connection drops, and goes when it is back', () => {
    at('/home', <OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline\./);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens offline already offline', () => {
    goOnline(false);
    at('/account', <OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });

  it('tells a learner on a lesson that it is not downloaded', () => {
    goOnline(false);
    at('/coursepage/web/portfolio', <OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain(
      'You are offline: this lesson is not downloaded.',
    );
  });
});

describe('OfflinePage', () => {
  it('names the lesson case in its heading', () => {
    at('/coursepage/web/portfolio?lesson=3', <OfflinePage />);
    expect(
      screen.getByRole('heading', { name: 'You are offline: this lesson is not downloaded' }),
    ).toBeTruthy();
    expect(screen.getByText(/opens by itself when you are back online/)).toBeTruthy();
  });

  it('says plainly that other pages need a connection', () => {
    at('/home', <OfflinePage />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });
});
