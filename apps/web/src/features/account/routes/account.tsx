import type { TMe } from '@thinkbuild/core/schemas/account';
import type { ReactNode } from 'react';
import { ROLE_LABELS, sectionsOpenTo } from '../../../lib/roles.ts';
import { useMe, useSignOut } from '../../../lib/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { PageBand } from '../../../ui/page-band.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-600 text-sm">{label}</dt>
      <dd className="min-w-0 text-slate-950 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Profile({ me }: { me: TMe }) {
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
    >
      <h2 id="profile-heading" className="font-bold text-slate-950 text-xl">
        Your account
      </h2>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label="Email">
          <span className="break-words font-medium">{me.email}</span>
        </Row>
        <Row label="Current plan">
          <span className="inline-flex items-center gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 text-sm">
              {ROLE_LABELS[me.role]}
            </span>
            {me.lifetimeAccess && (
              <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-sm">
                Lifetime access
              </span>
            )}
          </span>
        </Row>
        <Row label="Course sections">
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5">
            {sectionsOpenTo(me.role).map((label) => (
              <li key={label} className="inline-flex items-center gap-1.5 text-sm">
                <CheckIcon className="h-4 w-4 text-emerald-600" />
                {label}
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </section>
  );
}

/** /account: "Manage Your Account" with the email and current role (billing comes later). */
export default function AccountPage() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  // The guard renders this page only with a signed-in user.
  if (!me) return null;
  return (
    <>
      <PageBand eyebrow="Account" title="Manage Your Account" />
      <Container className="grid gap-6 py-10 sm:py-14 lg:grid-cols-3">
        <Profile me={me} />
        <div className="space-y-6">
          <section
            aria-labelledby="plan-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="plan-heading" className="font-bold text-lg text-slate-950">
              Subscription
            </h2>
            <p className="mt-2 text-slate-600 text-sm">
              Choose a plan to open more sections of every course, monthly or annually.
            </p>
            <ButtonLink to="/subscription" variant="secondary" className="mt-4 w-full">
              See plans
            </ButtonLink>
            {me.isAdmin && (
              <ButtonLink to="/admin" variant="secondary" className="mt-3 w-full">
                Admin dashboard
              </ButtonLink>
            )}
          </section>
          <section
            aria-labelledby="signout-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="signout-heading" className="font-bold text-lg text-slate-950">
              Sign out
            </h2>
            <p className="mt-2 text-slate-600 text-sm">
              Signing out here signs you out in every tab of this browser.
            </p>
            <Button
              variant="secondary"
              className="mt-4 w-full"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-busy={signOut.isPending || undefined}
            >
              Sign out
            </Button>
          </section>
        </div>
      </Container>
    </>
  );
}
