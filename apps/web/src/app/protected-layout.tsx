import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ExerciseSlotProvider } from '../lib/exercise-slot.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useMe, useSessionSync } from '../lib/session.ts';
import { AppHeader } from './app-header.tsx';
import { LazyExercisePanel } from './exercise-panel.tsx';
import { RequireAuth } from './guards.tsx';
import { Shell } from './layout.tsx';
import { HeaderFrame } from './site-header.tsx';

function SessionHeader() {
  const { data: me } = useMe();
  // Until we know who this is, only the logo: no nav that might flash and vanish.
  return me ? <AppHeader /> : <HeaderFrame home="/home" compact />;
}

function SignedInShell() {
  useSessionSync();
  return (
    <Shell header={<SessionHeader />}>
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    </Shell>
  );
}

/** Layout of every signed-in page: the query cache, the session guard, the signed-in header. */
export default function ProtectedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ExerciseSlotProvider value={LazyExercisePanel}>
        <SignedInShell />
      </ExerciseSlotProvider>
    </QueryClientProvider>
  );
}
