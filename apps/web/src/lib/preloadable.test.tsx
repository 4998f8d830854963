import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

function Loading() {
  loadingShown();
  return <p>Loading…</p>;
}
const loadingShown = vi.fn();

const show = (Component: ReturnType<typeof preloadable<{ name: string }>>) =>
  render(
    <Suspense fallback={<Loading />}>
      <Component name="My project" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('renders a component loaded ahead at once, with no loading fallback', async () => {
    loadingShown.mockClear();
    const Lazy = preloadable(async () => ({ default: Page }));
    await Lazy.preload();
    show(Lazy);
    expect(screen.getByRole('heading', { name: 'My project' })).toBeTruthy();
    expect(loadingShown).not.toHaveBeenCalled();
  });

  it('loads a component not loaded ahead as React.lazy does, once', async () => {
    loadingShown.mockClear();
    const load = vi.fn(async () => ({ default: Page }));
    const Lazy = preloadable(load);
    show(Lazy);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'My project' })).toBeTruthy();
    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    show(Lazy);
    expect(await screen.findByRole('heading', { name: 'My project' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
