import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

/** Focuses the field and pastes: one input event, not one per key (the machine may be slow). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fill(current: string, next: string, confirm = next) {
  if (current) await typeInto(screen.getByLabelText('Current password'), current);
  if (next) await typeInto(screen.getByLabelText(/^New password/), next);
  if (confirm) await typeInto(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change password form', () => {
  it('checks sign-up’s rules before asking the server', async () => {
    const calls = mockApi(on('GET', '/me', { body: me() }));
    renderWithApp(<PasswordForm />);
    await fill('', 'short');
    expect(screen.getByText('Enter your current password'));
    expect(screen.getByText('Use at least 8 characters'));
    expect(calls.filter((c) => c.path.includes('change-password'))).toHaveLength(0);
  });

  it('says when the two new passwords differ', async () => {
    mockApi(on('GET', '/me', { body: me() }));
    renderWithApp(<PasswordForm />);
    await fill('my current one', 'a new passphrase', 'a new passphrasE');
    expect(screen.getByText('The passwords do not match'));
  });

  it('sends the change, ending other sessions, and says it is done', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/change-password', { body: { token: null } }),
    );
    renderWithApp(<PasswordForm />);
    await fill('my current one', 'a new passphrase');
    expect(await screen.findByText('Password changed. You were signed out everywhere else.'));
    expect(calls.find((c) => c.path === '/auth/change-password')?.body).toEqual({
      currentPassword: 'my current one',
      newPassword: 'a new passphrase',
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });

  it('shows the server’s field message under the field (a wrong current password)', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/change-password', {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid password',
          fields: { currentPassword: 'Invalid password' },
        },
      }),
    );
    renderWithApp(<PasswordForm />);
    await fill('not it at all', 'a new passphrase');
    expect(await screen.findByText('Invalid password'));
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
