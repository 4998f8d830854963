import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus.ts';

/** A form whose error arrives a few frames after the submit, as a server's answer does. */
function LateErrorForm() {
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        focusFirstInvalid(form);
        setTimeout(() => setInvalid(true), 40);
      }}
    >
      <input aria-label="Name" />
      <input aria-label="Email" aria-invalid={invalid || undefined} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('focusFirstInvalid', () => {
  it('waits for the error to be marked, then focuses that field', async () => {
    render(<LateErrorForm />);
    screen.getByRole('button', { name: 'Go' }).click();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('does nothing without a form', () => {
    expect(() => focusFirstInvalid(null)).not.toThrow();
  });
});
