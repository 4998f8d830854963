import {
  SUBSCRIBERS_PAGE_SIZE,
  type TAdminSubscriber,
  type TAdminSubscribersPage,
  type TAdminSubscribersQuery,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { listSubscribersPage, type TSubscriberRow } from './subscribers-repo.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where one subscription stands for the admin (core's TSubscriberStatus). */
export function toSubscriber(row: TSubscriberRow, now: Date): TAdminSubscriber {
  const base = {
    name: row.name,
    email: row.email,
    plan: row.planCode,
    startsAt: iso(row.startsAt),
  };
  if (row.startsAt && row.startsAt > now) {
    return { ...base, status: 'scheduled', nextPaymentDate: iso(row.startsAt), accessUntil: null };
  }
  switch (row.status) {
    case 'active':
    case 'attention':
      return {
        ...base,
        status: row.status,
        nextPaymentDate: iso(row.nextPaymentDate),
        accessUntil: null,
      };
    case 'non-renewing':
      return {
        ...base,
        status: 'non-renewing',
        nextPaymentDate: null,
        accessUntil: iso(row.accessUntil ?? row.nextPaymentDate),
      };
    default:
      return {
        ...base,
        status: 'ending',
        nextPaymentDate: null,
        accessUntil: iso(row.accessUntil),
      };
  }
}

/** One page of subscribers, by email, whose address contains `q` (any case). */
export async function subscribersPage(
  db: TDb,
  { page, q }: TAdminSubscribersQuery,
  now = new Date(),
): Promise<TAdminSubscribersPage> {
  const [rows, total] = await listSubscribersPage(db, { page, q }, SUBSCRIBERS_PAGE_SIZE);
  return {
    subscribers: rows.map((r) => toSubscriber(r, now)),
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    total,
    q,
  };
}
