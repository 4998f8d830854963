import {
  ACCOUNT_SECURITY_MESSAGES as SAY,
  type TSessionSummary,
} from '@thinkbuild/core/schemas/account-security';
import { useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { MonitorIcon, PhoneIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions.ts';
import { useSessions } from '../api/get-sessions.ts';
import { AccountCard } from './account-card.tsx';

/** "Chrome on Windows", or what little the browser said about itself. */
export function sessionName({ browser, os, device }: TSessionSummary) {
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return browser ?? os ?? '';
  return device === 'other' ? 'Unknown browser' : `A ${device} browser`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * "Active now", "Active 3 hours ago": roughly, as the server knows it (a session's time is
 * refreshed about once a day of use), so nothing finer than minutes, hours or days is claimed.
 */
export function lastActiveLabel(iso: string, now = Date.now()) {
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < 5 * MINUTE) return 'Active now';
  if (ago < HOUR) return `Active ${relative.format(-Math.floor(ago / MINUTE), 'minute')}`;
  if (ago < DAY) return `Active ${relative.format(-Math.floor(ago / HOUR), 'hour')}`;
  return `Active ${relative.format(-Math.floor(ago / DAY), 'day')}`;
}

type TOutcome = { tone: 'error' | 'success'; text: string } | null;

function SessionRow({
  session,
  onEnded,
}: {
  session: TSessionSummary;
  onEnded: (outcome: TOutcome) => void;
}) {
  const end = useEndSession();
  const Icon = session.device === 'mobile' || session.device === 'tablet' ? PhoneIcon : MonitorIcon;
  const name = sessionName(session);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-950">
          {name}
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-semibold text-emerald-800 text-xs">
              This device
            </span>
          )}
        </p>
        <p className="text-slate-600 text-sm">
          {session.current ? 'Active now' : lastActiveLabel(session.lastActiveAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          busy={end.isPending}
          aria-label={`Sign out ${name}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => onEnded({ tone: 'success', text: `${name} is signed out.` }),
              onError: (e) => onEnded({ tone: 'error', text: errorsOfSave(e).message }),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** /account: where the account is signed in, each with Sign out, and "everywhere else". */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <AccountCard
      headingId="sessions-heading"
      title="Where you're signed in"
      intro="Sign out any device you don't recognise or no longer use. Changing your password signs out every other device too."
      wide
    >
      {sessions.isError && !sessions.data ? (
        <div className="mt-4">
          <LoadError what="Your signed-in devices" retry={() => sessions.refetch()} />
        </div>
      ) : !sessions.data ? (
        <ul aria-busy="true" aria-label="Loading signed-in devices" className="mt-4 space-y-3">
          {[0, 1].map((i) => (
            <li key={i} className="h-14 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Signed-in devices">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} onEnded={setOutcome} />
          ))}
        </ul>
      )}
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-2">
          {outcome.text}
        </FormAlert>
      )}
      {others > 0 && (
        <Button
          variant="secondary"
          className="mt-4"
          busy={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => setOutcome({ tone: 'success', text: SAY.sessionsEnded }),
              onError: (e) => setOutcome({ tone: 'error', text: errorsOfSave(e).message }),
            })
          }
        >
          Sign out everywhere else
        </Button>
      )}
    </AccountCard>
  );
}
