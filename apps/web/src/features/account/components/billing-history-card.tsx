import { formatPrice } from '@thinkbuild/core/billing';
import { formatShortDate, isoDay } from '@thinkbuild/core/format';
import type {
  TBillingHistoryItem,
  TBillingNoticeView,
} from '@thinkbuild/core/schemas/billing-history';
import { TAX_DOCUMENT_TITLES, taxDocumentPdfPath } from '@thinkbuild/core/tax-documents';
import { Link } from 'react-router';
import { useTimeZone } from '../../../entities/session/session.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useBillingHistory } from '../api/billing-history.ts';
import { AccountCard } from './account-card.tsx';

const receiptPath = (reference: string) => `/account/receipts/${encodeURIComponent(reference)}`;

/** A refund is money back: shown as "−R300". */
const amountText = (item: TBillingHistoryItem) =>
  `${item.type === 'refund' ? '−' : ''}${formatPrice(item)}`;

function When({ at, timeZone }: { at: string; timeZone: string }) {
  return <time dateTime={isoDay(at, timeZone)}>{formatShortDate(at, timeZone)}</time>;
}

function ReceiptLink({ item }: { item: TBillingHistoryItem }) {
  if (item.type !== 'charge') return null;
  return (
    <Link to={receiptPath(item.reference)} className="font-semibold text-brand-700 hover:underline">
      Receipt<span className="sr-only"> for the payment of {formatPrice(item)}</span>
    </Link>
  );
}

/**
 * A payment's tax invoice or a refund's credit note, as a PDF (decisions/044): a plain link to
 * the API, which answers with the file to save.
 */
function TaxDocumentLink({ item }: { item: TBillingHistoryItem }) {
  const doc = item.taxDocument;
  if (!doc) return null;
  return (
    <a
      href={taxDocumentPdfPath(doc.id)}
      download
      className="whitespace-nowrap font-semibold text-brand-700 hover:underline"
    >
      {TAX_DOCUMENT_TITLES[doc.kind]}
      <span className="sr-only"> {doc.number}</span> (PDF)
    </a>
  );
}

const itemKey = (item: TBillingHistoryItem, i: number) => `${item.type}-${item.reference}-${i}`;

/** Desktop: one table row per charge or refund. */
function HistoryTable({ items, timeZone }: { items: TBillingHistoryItem[]; timeZone: string }) {
  return (
    <table className="mt-4 hidden w-full text-left text-sm sm:table">
      <caption className="sr-only">Your charges and refunds, newest first</caption>
      <thead className="border-slate-200 border-b text-slate-600 text-xs uppercase tracking-wide">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            What
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Amount
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Status
          </th>
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">Receipt and tax documents</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {items.map((item, i) => (
          <tr key={itemKey(item, i)}>
            <td className="whitespace-nowrap py-3 pr-3">
              <When at={item.at} timeZone={timeZone} />
            </td>
            <td className="py-3 pr-3">
              <span className="font-medium text-slate-950">
                {item.type === 'refund' ? 'Refund' : item.what}
              </span>
              <span className="block font-mono text-slate-500 text-xs">{item.reference}</span>
            </td>
            <td className="whitespace-nowrap py-3 pr-3 text-right font-semibold tabular-nums">
              {amountText(item)}
            </td>
            <td className="py-3 pr-3">{item.status}</td>
            <td className="py-3 text-right">
              <span className="flex flex-col items-end gap-1">
                <ReceiptLink item={item} />
                <TaxDocumentLink item={item} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phone: the same entries stacked, one block each. */
function HistoryList({ items, timeZone }: { items: TBillingHistoryItem[]; timeZone: string }) {
  return (
    <ul aria-label="Your charges and refunds" className="mt-4 divide-y divide-slate-200 sm:hidden">
      {items.map((item, i) => (
        <li key={itemKey(item, i)} className="py-3 text-sm">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-950">
              {item.type === 'refund' ? 'Refund' : item.what}
            </span>
            <span className="whitespace-nowrap font-semibold tabular-nums">{amountText(item)}</span>
          </p>
          <p className="mt-0.5 text-slate-600 text-xs">
            <When at={item.at} timeZone={timeZone} /> · {item.status}
          </p>
          <p className="mt-0.5 break-all font-mono text-slate-500 text-xs">{item.reference}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <ReceiptLink item={item} />
            <TaxDocumentLink item={item} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function Messages({ notices, timeZone }: { notices: TBillingNoticeView[]; timeZone: string }) {
  return (
    <>
      <h3 className="mt-8 font-semibold text-slate-950">Billing messages</h3>
      {notices.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">
          What we email you about payments, refunds and renewals will also appear here.
        </p>
      ) : (
        <ul aria-label="Billing messages" className="mt-2 divide-y divide-slate-200">
          {notices.map((n) => (
            <li key={n.id} className="py-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-950">{n.heading}</span>
                <span className="text-slate-500 text-xs">
                  <When at={n.at} timeZone={timeZone} />
                </span>
              </p>
              {n.lines.map((line) => (
                <p key={line} className="mt-1 text-slate-700">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /account: "Billing history": every charge and refund with its receipt, and billing messages. */
export function BillingHistoryCard() {
  const { data, isError, refetch } = useBillingHistory();
  const timeZone = useTimeZone();
  return (
    <AccountCard
      headingId="billing-history-heading"
      title="Billing history"
      intro="Every payment and refund on your account, with a receipt you can print."
      wide
    >
      {isError && !data && (
        <div className="mt-4">
          <LoadError what="Your billing history" retry={() => refetch()} />
        </div>
      )}
      {data && data.items.length === 0 && (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-700 text-sm">
          No payments yet. When you pay for a plan, each payment and any refund appears here with
          its date, amount and status, and a receipt you can print.
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <HistoryTable items={data.items} timeZone={timeZone} />
          <HistoryList items={data.items} timeZone={timeZone} />
        </>
      )}
      {data && <Messages notices={data.notices} timeZone={timeZone} />}
    </AccountCard>
  );
}
