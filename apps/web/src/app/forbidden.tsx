import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { LockIcon } from '../ui/icons.tsx';

/** What a signed-in user without the right role sees instead of an admin page (403). */
export function Forbidden() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <LockIcon className="h-7 w-7" />
      </span>
      <p className="mt-6 font-black text-5xl text-brand-600" aria-hidden="true">
        403
      </p>
      <h1 className="mt-3 font-bold text-3xl text-slate-950 tracking-tight sm:text-4xl">
        You do not have access to this page
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        This page is for ThinkBuild administrators. If you think you should have access, ask the
        team to check your account.
      </p>
      <ButtonLink to="/home" size="lg" className="mt-8">
        Go to My courses
      </ButtonLink>
    </Container>
  );
}
