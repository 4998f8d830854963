import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PROFILE_SETTINGS } from '@thinkbuild/core/profile';
import type { TMyProfile } from '@thinkbuild/core/schemas/profile';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { PublicProfileCard } from './public-profile-card.tsx';

const project = (siteName: string, title: string) => ({
  siteName,
  title,
  category: 'web' as const,
  url: `http://127.0.0.1:3001/amahle-d/${siteName}/`,
  publishedAt: '2026-05-01T10:00:00.000Z',
});

const mine = (over: Partial<TMyProfile> = {}): TMyProfile => ({
  handle: 'amahle-d',
  settings: DEFAULT_PROFILE_SETTINGS,
  projects: [project('web-portfolio', 'Web Portfolio'), project('web-weather', 'Weather App')],
  certificateCount: 2,
  ...over,
});

const card = () => screen.getByRole('region', { name: 'Public profile' });

describe('the public profile card', () => {
  it('asks a learner with no address to choose one, checked before it is sent', async () => {
    const calls = mockApi(
      on('GET', '/profile', { body: mine({ handle: null, projects: [] }) }),
      on('PUT', '/sites/handle', (body) => ({ body })),
    );
    renderWithApp(<PublicProfileCard />);
    const field = await screen.findByLabelText('Your address');
    fireEvent.change(field, { target: { value: 'Admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose this address' }));
    expect(await within(card()).findByText(/kept for ThinkBuild/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Amahle-D ' } });
    expect(card().textContent).toContain(`${window.location.origin}/u/amahle-d`);
    fireEvent.click(screen.getByRole('button', { name: 'Choose this address' }));
    // Chosen: the settings follow, off as they were.
    expect(await screen.findByRole('checkbox', { name: /Show my profile/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/sites/handle',
      body: { handle: 'amahle-d' },
    });
  });

  it('saves what the learner chose, every project listed unless unticked', async () => {
    const calls = mockApi(
      on('GET', '/profile', { body: mine() }),
      on('PUT', '/profile', (body) => ({
        body: mine({ settings: body as TMyProfile['settings'] }),
      })),
    );
    renderWithApp(<PublicProfileCard />);
    const publicBox = await screen.findByRole('checkbox', { name: /Show my profile/ });
    expect(screen.getByRole('checkbox', { name: 'Web Portfolio' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Show my certificates \(2\)/ })).toHaveProperty(
      'checked',
      false,
    );
    // Off: no link to a page that shows nothing.
    expect(screen.queryByRole('link', { name: 'View your profile' })).toBeNull();

    fireEvent.click(publicBox);
    fireEvent.change(screen.getByLabelText('Name to show'), { target: { value: '  Amahle  ' } });
    fireEvent.change(screen.getByLabelText('About you'), { target: { value: 'I build sites.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weather App' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Show my certificates/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Saved. Your profile is public.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enabled: true,
      displayName: 'Amahle',
      bio: 'I build sites.',
      showCertificates: true,
      hiddenSites: ['web-weather'],
    });
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveProperty(
      'pathname',
      '/u/amahle-d',
    );
    expect(screen.getByLabelText('Name to show')).toHaveProperty('value', 'Amahle');
  });

  it('shows a field’s problem before sending, and the server’s after', async () => {
    const calls = mockApi(
      on('GET', '/profile', { body: mine() }),
      on('PUT', '/profile', {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'displayName: Keep it on one line',
          fields: { displayName: 'Keep it on one line' },
        },
      }),
    );
    renderWithApp(<PublicProfileCard />);
    const bio = await screen.findByLabelText('About you');
    fireEvent.change(bio, { target: { value: 'x'.repeat(281) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Keep it under 280 characters')).toBeTruthy();
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(bio, { target: { value: 'Short.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name to show').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Keep it on one line')).toBeTruthy();
    expect(screen.queryByText(/^Saved/)).toBeNull();
  });
});
