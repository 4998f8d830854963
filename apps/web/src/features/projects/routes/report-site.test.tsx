import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import ReportSitePage from './report-site.tsx';

const open = (url: string) => renderWithApp(<ReportSitePage />, { url, path: '/report-site' });

describe('/report-site', () => {
  it('without a site, says where to report from', () => {
    open('/report-site');
    expect(screen.getByText(/Open this page from the “Report this site” link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();
  });

  it('asks what is wrong, then sends the report with the site named', async () => {
    const calls = mockApi(on('POST', '/sites/reports', { status: 201, body: { reported: true } }));
    open('/report-site?site=amahle/web-portfolio');
    expect(screen.getByText('amahle/web-portfolio')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByText('Choose what is wrong')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('What is wrong?'), 'scam');
    await userEvent.type(screen.getByLabelText(/Anything else/), 'Phishing for bank details');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText(/^Thank you\. An admin will look at amahle\/web-portfolio/),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      site: 'amahle/web-portfolio',
      reason: 'scam',
      details: 'Phishing for bank details',
    });
  });

  it('shows the server’s refusal', async () => {
    mockApi(
      on('POST', '/sites/reports', {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'This site is not online' },
      }),
    );
    open('/report-site?site=amahle/web-portfolio');
    await userEvent.selectOptions(screen.getByLabelText('What is wrong?'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('This site is not online')).toBeTruthy();
  });
});
