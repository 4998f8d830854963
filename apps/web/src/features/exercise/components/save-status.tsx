import type { TSaveStatus } from '../hooks/use-draft-autosave.ts';

const WORDS = {
  idle: 'Saves as you type',
  saving: 'Saving…',
  saved: 'Saved',
  'on-device': 'Saved on this device: it syncs when you are back online',
} as const;

/** A quiet word on the draft: saving, saved, or why it was not. */
export function SaveStatus({ status }: { status: TSaveStatus }) {
  return (
    <p
      role="status"
      className={`shrink-0 ${status.state === 'failed' ? 'font-semibold text-red-700' : 'text-slate-500'}`}
    >
      {status.state === 'failed' ? `Not saved: ${status.message}` : WORDS[status.state]}
    </p>
  );
}
