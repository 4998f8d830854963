import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { CertificatesCard } from './certificates-card.tsx';

const earned = {
  code: 'ABCDEFGHIJKLMNOPQRST',
  name: 'Thandi Mokoena',
  category: 'web',
  project: 'portfolio',
  projectTitle: 'Portfolio',
  section: 'build',
  // 23:30 UTC on 31 March is 1 April in Johannesburg, the zone dates are written in.
  issuedAt: '2026-03-31T23:30:00.000Z',
};

describe('the certificates card', () => {
  it('lists each certificate with its date, its page and Add to LinkedIn', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/certificates', { body: { name: 'Thandi Mokoena', certificates: [earned] } }),
    );
    renderWithApp(<CertificatesCard />);
    const list = await screen.findByRole('list', { name: 'Your certificates' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Web Development — Portfolio: Build'));
    expect(item.textContent).toContain('Issued 1 April 2026');
    expect(within(item).getByRole('link', { name: 'Verification page' })).toHaveProperty(
      'pathname',
      '/certificates/ABCDEFGHIJKLMNOPQRST',
    );
    const linkedIn = within(item).getByRole('link', { name: /Add to LinkedIn/ });
    const url = new URL(linkedIn.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('name')).toBe('Web Development — Portfolio: Build');
    expect(url.searchParams.get('organizationName')).toBe('ThinkBuild');
    expect(url.searchParams.get('issueMonth')).toBe('4');
    expect(url.searchParams.get('certUrl')).toBe(
      `${window.location.origin}/certificates/ABCDEFGHIJKLMNOPQRST`,
    );
    expect(linkedIn.getAttribute('target')).toBe('_blank');
  });

  it('lists none before the first is earned', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', '/certificates', { body: { name: null, certificates: [] } }),
    );
    renderWithApp(<CertificatesCard />);
    expect(await screen.findByLabelText('Name on certificates'));
    expect(screen.queryByRole('list', { name: 'Your certificates' })).toBeNull();
  });
});
