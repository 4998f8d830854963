import { useQueryClient } from '@tanstack/react-query';
import { syncWaitingLabel } from '@thinkbuild/core/offline-sync';
import { useEffect } from 'react';
import {
  dismissRefused,
  onOutboxSynced,
  onQuizScored,
  startOutbox,
  useOutbox,
} from '../../entities/device/outbox/sync.ts';
import { useMe } from '../../entities/session/session.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Container } from '../../ui/container.tsx';
import { refreshStoredLesson } from './downloads/refresh.ts';

/**
 * What the outbox is doing (docs/decisions/022, "Sync queue"), as a strip at the top of every
 * signed-in page: "3 answers waiting to sync" while items wait, "Synced" once they reached the
 * server, and, for an item the server refused, why it was not counted. Also starts the outbox
 * for the signed-in account and refreshes the pages' data once items are synced.
 */
export function SyncBanner() {
  const { data: me } = useMe();
  const online = useOnline();
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  useEffect(() => {
    void startOutbox(me?.email ?? null);
  }, [me?.email]);
  // Scores, ticks and the next attempt came from the server: show them. A synced exercise draft
  // is now the server's: the download keeps it in place of the older one.
  useEffect(
    () =>
      onOutboxSynced((item) => {
        void queryClient.invalidateQueries();
        if (item.kind === 'draft') void refreshStoredLesson(item.lessonId);
      }),
    [queryClient],
  );
  // The submitted attempt is closed: the download keeps the next one, so the quiz can be taken
  // again offline.
  useEffect(() => onQuizScored((lessonId) => void refreshStoredLesson(lessonId)), []);
  const waiting = syncWaitingLabel(outbox);
  if (outbox.refused.length > 0) {
    return (
      <div role="alert" className="border-red-200 border-b bg-red-50 text-red-900">
        <Container className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
          <p className="mr-auto">
            <strong className="font-semibold">
              {outbox.refused.length === 1
                ? 'An answer made offline was not counted:'
                : `${outbox.refused.length} answers made offline were not counted:`}
            </strong>{' '}
            {[...new Set(outbox.refused.map((r) => r.message))].join(' ')}
          </p>
          <button type="button" onClick={dismissRefused} className="font-semibold underline">
            Dismiss
          </button>
        </Container>
      </div>
    );
  }
  if (waiting) {
    const why =
      outbox.status === 'sign-in'
        ? 'Sign in again to send them.'
        : !online
          ? 'They are sent when you are back online.'
          : 'Sending…';
    return (
      <div role="status" className="border-sky-200 border-b bg-sky-50 text-sky-950">
        <Container className="py-2 text-sm">
          <strong className="font-semibold">{waiting}.</strong> {why}
        </Container>
      </div>
    );
  }
  if (outbox.status === 'synced') {
    return (
      <div role="status" className="border-emerald-200 border-b bg-emerald-50 text-emerald-950">
        <Container className="py-2 text-sm">
          <strong className="font-semibold">Synced.</strong> Your offline answers, notes and
          progress are saved on ThinkBuild.
        </Container>
      </div>
    );
  }
  return null;
}
