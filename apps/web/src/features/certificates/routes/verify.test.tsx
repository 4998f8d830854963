import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import VerifyCertificatePage from './verify.tsx';

const CODE = 'ABCDEFGHIJKLMNOPQRST';
const certificate = {
  code: CODE,
  name: 'Thandi Mokoena',
  category: 'mobile',
  projectTitle: 'Portfolio',
  section: 'planning',
  issuedAt: '2026-05-04T08:00:00.000Z',
};

const page = () =>
  renderWithApp(<VerifyCertificatePage />, {
    url: `/certificates/${CODE}`,
    path: '/certificates/:code',
  });

describe('the certificate page', () => {
  it('offers a signed-in holder Add to LinkedIn, filled in for this certificate', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('GET', `/certificates/${CODE}`, { body: certificate }),
    );
    page();
    const link = await screen.findByRole('link', { name: /Add to LinkedIn/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('name')).toBe('Mobile Development — Portfolio: Planning');
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('5');
    expect(url.searchParams.get('certId')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
  });

  it('shows a signed-out visitor the certificate without the button', async () => {
    mockApi(
      on('GET', '/me', { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
      on('GET', `/certificates/${CODE}`, { body: certificate }),
    );
    page();
    expect(await screen.findByRole('heading', { name: 'Thandi Mokoena' }));
    expect(screen.queryByRole('link', { name: /Add to LinkedIn/ })).toBeNull();
  });
});
