import { ACCOUNT_SECURITY_MESSAGES as SAY } from '@thinkbuild/core/schemas/account-security';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useUndoEmailChange } from '../api/undo-email-change.ts';

/**
 * /account/email-undo?token=…: "This wasn't me" from the notice mailed to the old address. It
 * asks once more before acting, so a mail scanner that opens every link changes nothing.
 */
export default function EmailUndoPage() {
  const token = useSearchParam('token') ?? '';
  const undo = useUndoEmailChange();
  const failed = !token
    ? SAY.undoLinkInvalid
    : undo.isError
      ? errorsOfSave(undo.error).message
      : null;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="flex flex-col items-center py-10 sm:py-16">
        <section
          aria-labelledby="undo-heading"
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
        >
          <h1
            id="undo-heading"
            className="font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl"
          >
            {undo.isSuccess ? 'Your account is safe' : 'Stop the email change'}
          </h1>
          {undo.isSuccess ? (
            <>
              <FormAlert tone="success" className="mt-6">
                {undo.data.message}
              </FormAlert>
              <div className="mt-6 flex flex-col gap-3">
                {undo.data.outcome === 'reverted' && (
                  <ButtonLink to="/forgotpassword" size="lg" className="w-full">
                    Reset your password
                  </ButtonLink>
                )}
                <ButtonLink
                  to="/login"
                  size="lg"
                  variant={undo.data.outcome === 'reverted' ? 'secondary' : 'primary'}
                  className="w-full"
                >
                  Log in
                </ButtonLink>
              </div>
            </>
          ) : failed ? (
            <>
              <FormAlert className="mt-6">{failed}</FormAlert>
              <ButtonLink to="/forgotpassword" size="lg" className="mt-6 w-full">
                Reset your password
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="mt-2 text-slate-600">
                Someone asked to move your ThinkBuild account to another email. If it was not you,
                stop it here: the change is cancelled, or, if it already happened, your email comes
                back and every device is signed out.
              </p>
              <Button
                size="lg"
                className="mt-6 w-full"
                busy={undo.isPending}
                onClick={() => undo.mutate(token)}
              >
                This wasn't me
              </Button>
            </>
          )}
        </section>
      </Container>
    </div>
  );
}
