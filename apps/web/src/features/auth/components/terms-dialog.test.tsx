import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGE_CONFIRMATION, TermsDialog } from './terms-dialog.tsx';

const show = (props: Partial<Parameters<typeof TermsDialog>[0]> = {}) => {
  const handlers = { onClose: vi.fn(), onContinue: vi.fn() };
  const view = render(<TermsDialog open {...handlers} {...props} />);
  return { ...view, ...handlers };
};

describe('the terms dialog', () => {
  it('continues only once the age confirmation is ticked', async () => {
    const { onContinue } = show();
    expect(screen.getByRole('dialog', { name: 'Terms of Service' }));
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick the box to continue.'));
    await userEvent.click(screen.getByRole('checkbox', { name: AGE_CONFIRMATION }));
    expect(screen.queryByText('Tick the box to continue.')).toBeNull();
    await userEvent.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel and keeps the tick for next time', async () => {
    const { onClose, rerender } = show();
    await userEvent.click(screen.getByRole('checkbox', { name: AGE_CONFIRMATION }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<TermsDialog open={false} onClose={onClose} onContinue={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<TermsDialog open onClose={onClose} onContinue={() => {}} />);
    expect(screen.getByRole('checkbox', { name: AGE_CONFIRMATION })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('shows a failure, and waits while saving', () => {
    show({ busy: true, error: 'Could not save' });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe('true');
  });
});
