import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** Focuses the field and pastes: one input event, not one per key (the machine may be slow). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function open(paidPlan: string | null = null) {
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <DeleteAccountDialog open onClose={onClose} paidPlan={paidPlan} onDeleted={onDeleted} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { dialog, onDeleted, onClose };
}

const confirm = async (dialog: HTMLElement, password: string) => {
  if (password) await typeInto(within(dialog).getByLabelText('Your password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
};

describe('the delete account dialog', () => {
  it('says a paid plan is cancelled first', () => {
    mockApi(on('GET', '/me', { body: me() }));
    const { dialog } = open('Builder monthly');
    expect(within(dialog).getByText(/Your Builder monthly subscription is cancelled first/));
  });

  it('needs the password before asking the server', async () => {
    const calls = mockApi(on('GET', '/me', { body: me() }));
    const { dialog, onDeleted } = open();
    expect(within(dialog).queryByText(/subscription is cancelled first/)).toBeNull();
    await confirm(dialog, '');
    expect(within(dialog).getByText('Enter your password to confirm'));
    expect(calls.filter((c) => c.path === '/auth/delete-user')).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('a wrong password keeps the account and says so under the field', async () => {
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/delete-user', {
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid password', fields: { password: 'x' } },
      }),
    );
    const { dialog, onDeleted } = open();
    await confirm(dialog, 'not mine');
    expect(await within(dialog).findByText('That is not your password'));
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows why the server refused (the last admin)', async () => {
    const message =
      'You are the only admin. Make another account an admin before deleting this one.';
    mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/delete-user', { status: 403, body: { code: 'FORBIDDEN', message } }),
    );
    const { dialog } = open();
    await confirm(dialog, 'my password');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('deletes with the password and reports it', async () => {
    const calls = mockApi(
      on('GET', '/me', { body: me() }),
      on('POST', '/auth/delete-user', { body: { success: true, message: 'User deleted' } }),
    );
    const { dialog, onDeleted } = open();
    await confirm(dialog, 'my password');
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.path === '/auth/delete-user')?.body).toEqual({
      password: 'my password',
    });
  });

  it('"Keep my account" closes it', async () => {
    mockApi(on('GET', '/me', { body: me() }));
    const { dialog, onClose } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(onClose).toHaveBeenCalled();
  });
});
