import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpdateBanner } from './update-banner.tsx';
import { type TRegister, useServiceWorker } from './use-service-worker.ts';

/** The registration as vite-plugin-pwa would do it, driven by the test. */
function fakeRegistration() {
  const calls = { registered: 0, updates: [] as (boolean | undefined)[] };
  let needRefresh: (() => void) | undefined;
  const register: TRegister = (options) => {
    calls.registered++;
    needRefresh = options.onNeedRefresh;
    return async (reloadPage) => {
      calls.updates.push(reloadPage);
    };
  };
  return { calls, load: async () => register, newVersionWaits: () => act(() => needRefresh?.()) };
}

function Updates({ load }: { load: () => Promise<TRegister> }) {
  const { waiting, reload, dismiss } = useServiceWorker(load);
  return waiting ? <UpdateBanner onReload={reload} onDismiss={dismiss} /> : <p>No update</p>;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update banner', () => {
  it('registers once, and shows nothing until a new version waits', async () => {
    const sw = fakeRegistration();
    render(<Updates load={sw.load} />);
    await waitFor(() => expect(sw.calls.registered).toBe(1));
    expect(screen.getByText('No update')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Update' })).toBeNull();
  });

  it('offers the new version; Reload activates it and reloads', async () => {
    const sw = fakeRegistration();
    render(<Updates load={sw.load} />);
    await waitFor(() => expect(sw.calls.registered).toBe(1));
    sw.newVersionWaits();
    const banner = screen.getByRole('region', { name: 'Update' });
    expect(banner.textContent).toContain('New version available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.calls.updates).toEqual([true]);
  });

  it('can be dismissed without reloading', async () => {
    const sw = fakeRegistration();
    render(<Updates load={sw.load} />);
    await waitFor(() => expect(sw.calls.registered).toBe(1));
    sw.newVersionWaits();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Update' })).toBeNull();
    expect(sw.calls.updates).toEqual([]);
  });

  it('registers nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const sw = fakeRegistration();
    render(<Updates load={sw.load} />);
    await act(async () => {});
    expect(sw.calls.registered).toBe(0);
  });
});
