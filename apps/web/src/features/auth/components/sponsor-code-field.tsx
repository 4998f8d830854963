import { useState } from 'react';
import { SPONSOR_CODE_INPUT } from '../../../entities/plan/sponsor-code.ts';
import { TextField } from '../../../ui/text-field.tsx';

/**
 * Sign-up's optional sponsor code (decisions/043), folded away under "Have a sponsor code?" for
 * the many who have none: a native disclosure, so it opens on the light page before its island
 * runs (decisions/042). Once opened, or marked with an error, it stays open.
 */
export function SponsorCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string | undefined;
}) {
  const [open, setOpen] = useState(Boolean(value));
  if (error && !open) setOpen(true);
  return (
    <details
      data-sponsor-code
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer font-semibold text-slate-900 text-sm">
        Have a sponsor code?
      </summary>
      <TextField
        label="Sponsor code"
        hint="Optional"
        name="sponsorCode"
        value={value}
        onChange={onChange}
        {...SPONSOR_CODE_INPUT}
        error={error}
        className="mt-3"
      />
      <p className="mt-2 text-slate-600 text-xs">
        From your school, organisation or employer: your pass starts as soon as your account is
        made.
      </p>
    </details>
  );
}
