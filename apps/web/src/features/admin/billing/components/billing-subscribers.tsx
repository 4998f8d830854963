import { purchaseLabel } from '@thinkbuild/core/billing';
import { formatDate } from '@thinkbuild/core/format';
import {
  MAX_SUBSCRIBER_SEARCH,
  type TAdminSubscriber,
} from '@thinkbuild/core/schemas/admin-subscribers';
import { type FormEvent, useState } from 'react';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Empty, RowHead, Table, TD, WIDE } from '../../components/admin-table.tsx';
import { useAdminSubscribers } from '../api/get-admin-subscribers.ts';
import { LearnerEmail } from './billing-tables.tsx';

/** Where a subscription stands, in words: "Cancelled — access until 25 December 2026". */
function statusText(s: TAdminSubscriber, timeZone: string): string {
  const on = (iso: string | null) => (iso ? formatDate(iso, timeZone) : 'an unknown date');
  switch (s.status) {
    case 'active':
      return 'Active';
    case 'attention':
      return 'Payment failed — Paystack is retrying';
    case 'scheduled':
      return `Plan change — starts ${on(s.startsAt)}`;
    default:
      // Non-renewing (cancelled by the learner) or stopped at Paystack: paid time runs out.
      return `Cancelled — access until ${on(s.accessUntil)}`;
  }
}

/** "Renews 25 December 2026", "Ends 3 January 2027": the next date that changes anything. */
function renewsOrEnds(s: TAdminSubscriber, timeZone: string): string {
  if (s.nextPaymentDate) return `Renews ${formatDate(s.nextPaymentDate, timeZone)}`;
  if (s.accessUntil) return `Ends ${formatDate(s.accessUntil, timeZone)}`;
  return 'No date';
}

/** The subscribers of /admin/billing: a page at a time, searchable by email. */
export function SubscribersList() {
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const { data, error, isPending, isFetching, refetch } = useAdminSubscribers(page, q);
  const refused = error instanceof ApiError && error.status === 400 ? error.body : null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <search>
        <form onSubmit={search} className="flex flex-wrap items-end gap-3">
          <TextField
            label="Search by email"
            type="search"
            name="q"
            value={typed}
            maxLength={MAX_SUBSCRIBER_SEARCH}
            onChange={(e) => setTyped(e.target.value)}
            error={refused?.fields?.q ?? refused?.fields?.page ?? refused?.message}
            className="min-w-0 flex-1 basis-64"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </search>
      {error && !refused && <LoadError what="The subscribers" retry={() => refetch()} />}
      {isPending && !error && <p className="text-slate-600">Loading the subscribers…</p>}
      {data && data.subscribers.length === 0 && (
        <Empty>
          {data.q ? `No subscriber’s email contains “${data.q}”.` : 'No subscribers yet.'}
        </Empty>
      )}
      {data && data.subscribers.length > 0 && (
        <div aria-busy={isFetching || undefined}>
          <Table
            label="Subscribers"
            head={[
              { label: 'Learner' },
              { label: 'Plan', wide: true },
              { label: 'Status' },
              { label: 'Renews or ends', wide: true },
            ]}
          >
            {data.subscribers.map((s) => (
              <tr key={`${s.email}-${s.plan}-${s.status}`}>
                <RowHead
                  folded={
                    <>
                      {purchaseLabel(s.plan)}. {renewsOrEnds(s, timeZone)}
                    </>
                  }
                >
                  {s.name && <span className="block font-semibold">{s.name}</span>}
                  <LearnerEmail email={s.email} />
                </RowHead>
                <td className={`${TD} ${WIDE}`}>{purchaseLabel(s.plan)}</td>
                <td className={TD}>{statusText(s, timeZone)}</td>
                <td className={`${TD} ${WIDE}`}>{renewsOrEnds(s, timeZone)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
      {data && data.total > 0 && (
        <nav aria-label="Subscriber pages" className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </Button>
          <p className="text-slate-600 text-sm" aria-live="polite">
            Page {data.page} of {pages} · {data.total.toLocaleString('en-US')}{' '}
            {data.total === 1 ? 'subscription' : 'subscriptions'}
          </p>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
