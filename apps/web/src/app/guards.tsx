import { lazy, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe, wasSignedOutHere } from '../entities/session/session.ts';
import { Redirect } from '../lib/navigation.ts';
import { signInPathFor, TWO_FACTOR_SETUP_PATH } from '../lib/redirect.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { Forbidden } from './forbidden.tsx';
import { PageLoading } from './layout.tsx';

// Only users who have not accepted the current terms load the prompt (and the schemas it uses).
const TermsPrompt = lazy(() => import('../features/auth/components/terms-prompt.tsx'));
// Only a learner under 13 waiting for a guardian's consent (POPIA) loads the waiting screen.
const GuardianWait = lazy(() => import('../features/account/components/guardian-wait.tsx'));

function SessionError({ retry }: { retry: () => void }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <div role="alert">
        <h1 className="font-bold text-2xl text-slate-950">We could not check your session</h1>
        <p className="mt-2 text-slate-600">
          ThinkBuild did not answer. Check your connection and try again.
        </p>
      </div>
      <Button onClick={retry} size="lg" className="mt-6">
        Try again
      </Button>
    </Container>
  );
}

/**
 * Signed-in users only. While the session is checked nothing of the page shows; a signed-out
 * visitor goes to /login (to /signup on the buying pages) and comes back afterwards. `me` turning null later (Sign out here or
 * in another tab, an expired session) sends them to /login as well.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: me, isError, refetch } = useMe();
  const { pathname, search } = useLocation();
  if (me === undefined) {
    return isError ? <SessionError retry={() => refetch()} /> : <PageLoading />;
  }
  if (me === null) {
    return <Redirect to={wasSignedOutHere() ? '/login' : signInPathFor(pathname + search)} />;
  }
  return children;
}

/**
 * Users who have not accepted the current terms of service see them before any page; a learner
 * under 13 whose parent or guardian has not agreed yet sees only the waiting screen.
 */
export function TermsGate() {
  const { data: me } = useMe();
  if (me && !me.termsAccepted) return <TermsPrompt />;
  if (me?.guardianHold === 'locked') return <GuardianWait />;
  return <Outlet />;
}

/**
 * Admin pages: a signed-in learner gets the 403 view, never the admin UI; an admin without
 * two-factor sign-in is sent to turn it on first (the admin API refuses them until then).
 */
export function RequireAdmin() {
  const { data: me } = useMe();
  if (!me?.isAdmin) return <Forbidden />;
  if (!me.twoFactorEnabled) return <Redirect to={TWO_FACTOR_SETUP_PATH} />;
  return <Outlet />;
}
