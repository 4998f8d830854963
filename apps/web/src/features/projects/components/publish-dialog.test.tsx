import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { PublishDialog } from './publish-dialog.tsx';

const PROJECT = { category: 'web', project: 'portfolio' };
const SITE = '/projects/web/portfolio/site';
const address = { base: 'http://127.0.0.1:3001', site: 'web-portfolio' };
const online = {
  handle: 'amahle',
  address,
  site: {
    url: 'http://127.0.0.1:3001/amahle/web-portfolio/',
    publishedAt: '2026-12-02T10:00:00.000Z',
    versionId: '11111111-1111-4111-8111-111111111111',
    fileCount: 2,
  },
};

function dialog(handle: string | null) {
  const onPublished = vi.fn();
  renderWithApp(
    <PublishDialog
      open
      project={PROJECT}
      handle={handle}
      address={address}
      republish={false}
      onClose={() => {}}
      onPublished={onPublished}
    />,
  );
  return onPublished;
}

describe('PublishDialog', () => {
  it('asks for an address first, says why one is refused, then publishes', async () => {
    const calls = mockApi(
      on('PUT', '/sites/handle', (body) =>
        (body as { handle: string }).handle === 'taken'
          ? {
              status: 409,
              body: { code: 'CONFLICT', message: 'That address is taken: try another' },
            }
          : { body: { handle: (body as { handle: string }).handle } },
      ),
      on('POST', SITE, { body: online }),
    );
    const onPublished = dialog(null);
    const field = screen.getByLabelText(/Your address/);
    expect(screen.getByText('http://127.0.0.1:3001/your-address/web-portfolio/')).toBeTruthy();
    await userEvent.type(field, 'a_b');
    expect(screen.getByText('http://127.0.0.1:3001/a_b/web-portfolio/')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'Use lowercase letters, digits and single hyphens inside (amahle-d, sipho99)',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('That address is taken: try another')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Amahle');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith(online.site.url));
    expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`)).toEqual([
      'PUT /sites/handle {"handle":"taken"}',
      'PUT /sites/handle {"handle":"amahle"}',
      `POST ${SITE} null`,
    ]);
  });

  it('publishes at once when the address is chosen, and shows a refusal', async () => {
    mockApi(
      on('POST', SITE, {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'You can have 10 projects online at once: take one down first',
        },
      }),
    );
    dialog('amahle');
    expect(screen.queryByLabelText(/Your address/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('You can have 10 projects online at once: take one down first'),
    ).toBeTruthy();
  });
});
