import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle, whenIdle } from './idle.ts';

function Later() {
  return <p>{useIdle() ? 'loaded' : 'waiting'}</p>;
}

describe('idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders what waits for idle only once the browser has been idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    render(<Later />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(idle).toBeDefined();
    idle?.();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('falls back to a short timer where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
