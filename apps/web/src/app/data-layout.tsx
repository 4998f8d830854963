import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useSessionSync } from '../entities/session/session.ts';
import { queryClient } from '../lib/query-client.ts';

function SessionSync() {
  useSessionSync();
  return null;
}

/** Public pages that talk to the API (blog, sign-in screens) share the one query cache. */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <Outlet />
    </QueryClientProvider>
  );
}
