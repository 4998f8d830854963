import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { EmailForm } from './email-form.tsx';

/** Focuses the field and pastes: one input event, not one per key (the machine may be slow). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const send = async (email: string, password = 'my password') => {
  if (email) await typeInto(screen.getByLabelText(/^New email/), email);
  if (password) await typeInto(screen.getByLabelText(/^Current password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
};

describe('the change email form', () => {
  it('refuses a bad address and the current one without asking the server', async () => {
    const calls = mockApi(on('GET', '/me', { body: me() }));
    renderWithApp(<EmailForm current="me@example.com" />);
    await send('not-an-email');
    expect(screen.getByText('Enter a valid email address'));
    await userEvent.clear(screen.getByLabelText(/^New email/));
    await userEvent.clear(screen.getByLabelText(/^Current password/));
    await send('ME@example.com');
    expect(screen.getByText('This is already your email'));
    await userEvent.clear(screen.getByLabelText(/^New email/));
    await userEvent.clear(screen.getByLabelText(/^Current password/));
    await send('new@example.com', '');
    expect(screen.getByText('Enter your current password'));
    expect(calls.filter((c) => c.path.includes('change-email'))).toHaveLength(0);
  });

  it('asks for the link to the new address and says what happens next', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/change-email', { body: { status: true } }),
    );
    renderWithApp(<EmailForm current="me@example.com" />);
    await send('new@example.com');
    expect(await screen.findByText(/We sent a link to new@example.com/));
    expect(calls.find((c) => c.path === '/auth/change-email')?.body).toEqual({
      newEmail: 'new@example.com',
      password: 'my password',
      callbackURL: '/account?email=changed',
    });
  });

  it('names a wrong password under its field', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/change-email', {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'That password is not right',
          fields: { password: 'That password is not right' },
        },
      }),
    );
    renderWithApp(<EmailForm current="me@example.com" />);
    await send('new@example.com', 'wrong');
    expect(await screen.findByText('That password is not right'));
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('We sent');
  });

  it('shows a refusal from the server', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/change-email', {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute.' },
      }),
    );
    renderWithApp(<EmailForm current="me@example.com" />);
    await send('new@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute.',
    );
  });
});
