import { Link } from 'react-router';
import { useSignOut } from '../../../entities/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { GuardianCard } from './guardian-card.tsx';

/**
 * Shown instead of every signed-in page to a learner under 13 whose parent or guardian has not
 * agreed yet (POPIA): what is awaited, the link sent again, and a way out.
 */
export default function GuardianWait() {
  const signOut = useSignOut();
  return (
    <Container className="flex flex-col items-center py-16 sm:py-24">
      <div className="w-full max-w-xl text-center">
        <h1 className="font-extrabold text-3xl text-slate-950 tracking-tight">
          Waiting for your parent or guardian
        </h1>
        <p className="mt-3 text-slate-600">
          Your account is ready. Because you are under 13, a parent or guardian needs to say yes
          before you start. As soon as they open the link we emailed them and agree, this page opens
          your lessons.
        </p>
      </div>
      <div className="mt-8 w-full max-w-xl text-left">
        <GuardianCard locked />
      </div>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={() => window.location.reload()}>
          They said yes: check again
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Sign out
        </Button>
      </div>
      <p className="mt-6 text-slate-500 text-sm">
        What we keep and why:{' '}
        <Link to="/privacypolicy" className="font-semibold text-brand-700 hover:underline">
          Privacy Policy
        </Link>
      </p>
    </Container>
  );
}
