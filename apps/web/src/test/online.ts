import { act } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * The connection as the page sees it (`navigator.onLine` and its events), switched by a test.
 * TanStack Query pauses queries while offline too, so a test that goes offline must come back
 * (`afterEach(() => setOnline(true))`) or the next test's queries never run.
 */

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

export function setOnline(next: boolean) {
  online = next;
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
}

export const goOffline = () => act(() => setOnline(false));
export const goOnline = () => act(() => setOnline(true));
