import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DownloadSlotProvider } from '../entities/lesson/download-slot.tsx';
import { ExerciseSlotProvider } from '../entities/lesson/exercise-slot.tsx';
import { NotesSlotProvider } from '../entities/lesson/notes-slot.tsx';
import { QuestionsSlotProvider } from '../entities/lesson/questions-slot.tsx';
import { useMe, useSessionSync } from '../entities/session/session.ts';
import { PrivacyChangeBanner } from '../features/legal/components/privacy-change-banner.tsx';
import { OfflinePage } from '../features/offline/offline-notice.tsx';
import { SyncBanner } from '../features/offline/sync-banner.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useOnline } from '../lib/use-online.ts';
import { AppHeader } from './app-header.tsx';
import { DOWNLOAD_SLOTS } from './download-slots.tsx';
import { LazyExercisePanel } from './exercise-panel.tsx';
import { RequireAuth } from './guards.tsx';
import { Shell } from './layout.tsx';
import { LazyNotesPanel } from './notes-panel.tsx';
import { LazyQuestionsPanel } from './questions-panel.tsx';
import { HeaderFrame } from './site-header.tsx';

function SessionHeader() {
  const { data: me } = useMe();
  // Until we know who this is, only the logo: no nav that might flash and vanish.
  return me ? <AppHeader /> : <HeaderFrame home="/home" compact />;
}

/**
 * Offline before the session was ever checked (a page opened from the cached shell): the check
 * waits for the network, so say why instead of a spinner that never ends. A page that had
 * loaded stays when the connection drops.
 */
function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { data: me } = useMe();
  return !online && me === undefined ? <OfflinePage /> : children;
}

function SignedInShell() {
  useSessionSync();
  return (
    <Shell header={<SessionHeader />}>
      <SyncBanner />
      <PrivacyChangeBanner />
      <OfflineGate>
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      </OfflineGate>
    </Shell>
  );
}

/** Layout of every signed-in page: the query cache, the session guard, the signed-in header. */
export default function ProtectedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ExerciseSlotProvider value={LazyExercisePanel}>
        <DownloadSlotProvider value={DOWNLOAD_SLOTS}>
          <NotesSlotProvider value={LazyNotesPanel}>
            <QuestionsSlotProvider value={LazyQuestionsPanel}>
              <SignedInShell />
            </QuestionsSlotProvider>
          </NotesSlotProvider>
        </DownloadSlotProvider>
      </ExerciseSlotProvider>
    </QueryClientProvider>
  );
}
