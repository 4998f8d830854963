import type { TMe } from '@thinkbuild/core/schemas/account';
import { useState } from 'react';
import { useSignOut } from '../../../entities/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { TermsDialog } from './terms-dialog.tsx';

/**
 * Shown to a signed-in user who has not accepted the current terms, before any page: the
 * terms modal over a short explanation (what they see if they close it).
 */
export default function TermsPrompt({ onAccepted }: { onAccepted?: (me: TMe) => void }) {
  const [open, setOpen] = useState(true);
  const accept = useAcceptTerms();
  const signOut = useSignOut();
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="max-w-xl font-extrabold text-3xl text-slate-950 tracking-tight">
        Please accept our Terms of Service
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        To keep learning on ThinkBuild, read and accept the current terms. It only takes a moment.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => setOpen(true)}>
          Review the terms
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
      <TermsDialog
        open={open}
        onClose={() => setOpen(false)}
        onContinue={() => accept.mutate(undefined, { onSuccess: onAccepted })}
        busy={accept.isPending}
        error={accept.error ? authErrorMessage(accept.error) : null}
      />
    </Container>
  );
}
