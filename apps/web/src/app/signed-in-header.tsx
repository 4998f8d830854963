import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { AppHeader } from './app-header.tsx';

/** The signed-in header on a public page, whose layout has no query cache of its own. */
export default function SignedInHeader() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppHeader />
    </QueryClientProvider>
  );
}
