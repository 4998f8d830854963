import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { learner, openPage } from '../test/lesson-page.tsx';

/** A wide screen: the layout's one media query (Tailwind's `lg`) matches. */
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query === '(min-width: 1024px)',
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('theatre layout on a wide screen', () => {
  it('starts in the default layout: the menu beside the video, theatre off', async () => {
    mockApi(...learner());
    openPage();
    const toggle = await screen.findByRole('button', { name: 'Theatre mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('navigation', { name: 'Course lessons' }));
    expect(screen.queryByRole('button', { name: 'Lessons' })).toBeNull();
  });

  it('turns on: the lesson list moves into the Lessons drawer, and the choice is remembered', async () => {
    mockApi(...learner());
    const first = openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Theatre mode' }));
    expect(screen.getByRole('button', { name: 'Theatre mode' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const open = screen.getByRole('button', { name: 'Lessons' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    expect(localStorage.getItem('thinkbuild:theatre')).toBe('on');

    // A new visit (a reload) opens in theatre layout.
    first.unmount();
    mockApi(...learner());
    openPage();
    const again = await screen.findByRole('button', { name: 'Theatre mode' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lessons' }));
  });

  it('turns off again: the menu is back beside the video', async () => {
    localStorage.setItem('thinkbuild:theatre', 'on');
    mockApi(...learner());
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Theatre mode' }));
    expect(localStorage.getItem('thinkbuild:theatre')).toBe('off');
    expect(screen.queryByRole('button', { name: 'Lessons' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Course lessons' });
    expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('on a phone', () => {
  it('has no theatre switch: the video already spans the page', async () => {
    window.matchMedia = original;
    localStorage.setItem('thinkbuild:theatre', 'on');
    mockApi(...learner());
    openPage();
    expect(await screen.findByRole('group', { name: /Video player/ }));
    expect(screen.queryByRole('button', { name: 'Theatre mode' })).toBeNull();
  });
});
