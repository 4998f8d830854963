import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { Stat } from '../../components/admin-stat.tsx';
import { money } from './billing-tables.tsx';

/** The figures at the top of /admin/billing: recurring revenue, subscribers, the offer's sales. */
export function Summary({ data }: { data: TAdminBilling }) {
  const subscribers = data.plans.reduce((n, p) => n + p.subscribers, 0);
  const sum = (list: TAdminBilling['offer']['revenue']) =>
    list.length > 0 ? list.map((r) => money(r.amount, r.currency)).join(' + ') : money(0, 'ZAR');
  const refunded = data.offer.refunded.filter((r) => r.amount > 0);
  const sales = `${data.offer.sales.toLocaleString('en-US')} ${data.offer.sales === 1 ? 'sale' : 'sales'}`;
  return (
    <dl className="grid gap-3 sm:grid-cols-3 sm:gap-5">
      <Stat
        label="Monthly recurring revenue"
        value={money(data.mrr.amount, data.mrr.currency)}
        note="What active subscriptions pay (annual ÷ 12); cancelled ones still running are not counted."
      />
      <Stat
        label="Subscribers"
        value={subscribers.toLocaleString('en-US')}
        note="Learners a plan gives access to today."
      />
      <Stat
        label="Offer revenue"
        value={sum(data.offer.revenue)}
        note={
          refunded.length > 0
            ? `${sales}, less ${sum(refunded)} refunded.`
            : `${sales} of the once-off offer, net of refunds.`
        }
      />
    </dl>
  );
}
