import { isLiveStatus, purchaseLabel } from '@thinkbuild/core/billing';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import type { TMe } from '@thinkbuild/core/schemas/account';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { useState } from 'react';
import { sectionsOpenTo } from '../../../entities/session/roles.ts';
import { useMe, useSignOut } from '../../../entities/session/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { AccountCard } from '../components/account-card.tsx';
import { BillingHistoryCard } from '../components/billing-history-card.tsx';
import { BillingRows, heldSubscription, Row } from '../components/billing-rows.tsx';
import { CertificatesCard } from '../components/certificates-card.tsx';
import { DataSaverCard } from '../components/data-saver-card.tsx';
import { GuardianCard } from '../components/guardian-card.tsx';
import {
  holdsOnlyLifetime,
  LifetimeRows,
  LifetimeSubscriptionCard,
} from '../components/lifetime-access.tsx';
import { ManageSubscriptionDialog } from '../components/manage-subscription-dialog.tsx';
import { PassCard } from '../components/pass-card.tsx';
import { PasskeysCard } from '../components/passkeys-card.tsx';
import { PublicProfileCard } from '../components/public-profile-card.tsx';
import { QuestionMailCard } from '../components/question-mail-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

type TProfileProps = { me: TMe; customer: TCustomerResponse | undefined; failed: boolean };

function Profile({ me, customer, failed }: TProfileProps) {
  return (
    <AccountCard headingId="profile-heading" title="Your account" wide>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label="Email">
          <span className="break-words font-medium">{me.email}</span>
        </Row>
        <Row label="Current role">
          <span className="inline-flex flex-wrap items-center gap-2">
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
        {holdsOnlyLifetime(me, customer) ? (
          <LifetimeRows customer={customer} />
        ) : (
          <BillingRows customer={customer} failed={failed} />
        )}
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
    </AccountCard>
  );
}

function SubscriptionCard({ me }: { me: TMe }) {
  const customer = useCustomer(me.email);
  const data: TCustomerResponse | undefined = customer.data;
  if (holdsOnlyLifetime(me, customer.data))
    return <LifetimeSubscriptionCard me={me} customer={customer.data} />;
  // A pass and no subscription: the pass's own card (no plan to manage).
  if (data?.pass && !data.subscriptions.some((s) => isLiveStatus(s.status)))
    return <PassCard me={me} pass={data.pass} />;
  return <ManagedSubscriptionCard me={me} customer={customer} />;
}

function ManagedSubscriptionCard({
  me,
  customer,
}: {
  me: TMe;
  customer: ReturnType<typeof useCustomer>;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AccountCard
      headingId="plan-heading"
      title="Subscription"
      intro="Switch between Starter, Builder and Creator, monthly or annually, or cancel at the end of the period you paid for."
    >
      {customer.isError && !customer.data ? (
        <div className="mt-4">
          <LoadError what="Your subscription" retry={() => customer.refetch()} />
        </div>
      ) : (
        <Button
          className="mt-4 w-full"
          disabled={!customer.data}
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          Manage your subscription
        </Button>
      )}
      <ButtonLink to="/subscription" variant="secondary" className="mt-3 w-full">
        See plans
      </ButtonLink>
      {me.isAdmin && (
        <ButtonLink to="/admin" variant="secondary" className="mt-3 w-full">
          Admin dashboard
        </ButtonLink>
      )}
      {done && (
        <FormAlert tone="success" className="mt-4">
          {done}
        </FormAlert>
      )}
      <ManageSubscriptionDialog
        open={open}
        onClose={() => setOpen(false)}
        subscription={customer.data?.subscriptions[0]}
        held={heldSubscription(customer.data)}
        onDone={(message) => {
          setOpen(false);
          setDone(message);
        }}
      />
    </AccountCard>
  );
}

/** The plan a deletion would cancel first: one that will still charge the card. */
function paidPlan(customer: TCustomerResponse | undefined) {
  const live = customer?.subscriptions.find(
    (s) => s.status === 'active' || s.status === 'attention',
  );
  return live ? purchaseLabel(live.plan) : null;
}

/** /account: "Manage Your Account": who, which role, which plan and card, and managing it. */
export default function AccountPage() {
  const { data: me } = useMe();
  // The guard renders this page only with a signed-in user.
  return me ? <Account me={me} /> : null;
}

function Account({ me }: { me: TMe }) {
  const signOut = useSignOut();
  const customer = useCustomer(me.email);
  return (
    <>
      <PageBand eyebrow="Account" title="Manage Your Account" />
      <Container className="grid gap-6 py-10 sm:py-14 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Profile me={me} customer={customer.data} failed={customer.isError && !customer.data} />
          <GuardianCard />
          <BillingHistoryCard />
          <SecurityCard email={me.email} />
          <TwoFactorCard enabled={me.twoFactorEnabled} isAdmin={me.isAdmin} />
          <PasskeysCard />
          <SessionsCard />
        </div>
        <div className="space-y-6">
          <SubscriptionCard me={me} />
          <DataSaverCard />
          <QuestionMailCard isAdmin={me.isAdmin} />
          <section
            aria-labelledby="downloads-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="downloads-heading" className="font-bold text-lg text-slate-950">
              Downloads
            </h2>
            <p className="mt-2 text-slate-600 text-sm">
              Lessons kept on this device to learn offline, the space they use, Wi-Fi only.
            </p>
            <ButtonLink to="/downloads" variant="secondary" className="mt-4 w-full">
              Manage downloads
            </ButtonLink>
          </section>
          <section
            aria-labelledby="notes-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="notes-heading" className="font-bold text-lg text-slate-950">
              My notes
            </h2>
            <p className="mt-2 text-slate-600 text-sm">
              Your notes and bookmarks on lesson videos, each opening at its moment.
            </p>
            <ButtonLink to="/notes" variant="secondary" className="mt-4 w-full">
              Open my notes
            </ButtonLink>
          </section>
          <CertificatesCard />
          <PublicProfileCard />
          <AccountCard
            headingId="signout-heading"
            title="Sign out"
            intro="Signing out here signs you out in every tab of this browser."
          >
            <Button
              variant="secondary"
              className="mt-4 w-full"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-busy={signOut.isPending || undefined}
            >
              Sign out
            </Button>
          </AccountCard>
          <YourDataCard paidPlan={paidPlan(customer.data)} />
        </div>
      </Container>
    </>
  );
}
