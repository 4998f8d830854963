import { formatPrice } from '@thinkbuild/core/billing';
import { formatDate, isoDay } from '@thinkbuild/core/format';
import type { TReceiptResponse } from '@thinkbuild/core/schemas/billing-history';
import { taxDocumentPdfPath } from '@thinkbuild/core/tax-documents';
import { NOT_A_TAX_INVOICE } from '@thinkbuild/core/vat';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTimeZone } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useReceipt } from '../api/billing-history.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="break-words font-medium text-slate-950 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Receipt({ receipt }: { receipt: TReceiptResponse }) {
  const timeZone = useTimeZone();
  const day = (at: string) => (
    <time dateTime={isoDay(at, timeZone)}>{formatDate(at, timeZone)}</time>
  );
  return (
    <article
      data-receipt
      aria-labelledby="receipt-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 print:p-0 print:shadow-none print:ring-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-extrabold text-brand-700 text-xl">ThinkBuild</p>
          <p className="text-slate-600 text-sm">Think, Build, Deploy</p>
        </div>
        <h1 id="receipt-heading" className="font-bold text-2xl text-slate-950">
          Receipt
        </h1>
      </div>
      <dl className="mt-8 divide-y divide-slate-200 border-slate-200 border-y">
        <Line label="Reference">
          <span className="font-mono">{receipt.reference}</span>
        </Line>
        <Line label="Date paid">{day(receipt.paidAt)}</Line>
        <Line label="Paid by">{receipt.email}</Line>
        <Line label="For">{receipt.what}</Line>
        <Line label="Card">
          {receipt.cardLast4 ? `Card ending in ${receipt.cardLast4}` : 'Card (number not known)'}
        </Line>
        <Line label="Amount paid">
          <span className="text-lg">{formatPrice(receipt)}</span>
        </Line>
        {receipt.taxInvoice && (
          <Line label="Tax invoice">
            <a
              href={taxDocumentPdfPath(receipt.taxInvoice.id)}
              download
              className="font-semibold text-brand-700 hover:underline"
            >
              {receipt.taxInvoice.number} (PDF)
            </a>
          </Line>
        )}
      </dl>
      {receipt.refunds.length > 0 && (
        <section aria-labelledby="refunds-heading" className="mt-8">
          <h2 id="refunds-heading" className="font-semibold text-slate-950">
            Refunds of this payment
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {receipt.refunds.map((r) => (
              <li key={`${r.at}-${r.amount}`} className="flex justify-between gap-4 py-2">
                <span>
                  {day(r.at)} · {r.status}
                </span>
                <span className="font-semibold tabular-nums">−{formatPrice(r)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-slate-600 text-sm">
        Paid to ThinkBuild through Paystack. Keep this receipt for your records.
        {receipt.vat === false && ` ${NOT_A_TAX_INVOICE}`}
      </p>
    </article>
  );
}

/** /account/receipts/:reference: one payment's receipt, printable; only its owner can read it. */
export default function ReceiptPage() {
  const { reference = '' } = useParams();
  const receipt = useReceipt(reference);
  useEffect(() => {
    applyDocumentMeta({ title: `Receipt ${reference}`, description: DEFAULT_META.description });
  }, [reference]);
  const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
  return (
    <Container className="max-w-3xl py-10 sm:py-14 print:max-w-none print:py-0">
      <p className="mb-5 text-sm print:hidden">
        <Link to="/account" className="font-semibold text-brand-700 hover:underline">
          ← Your account
        </Link>
      </p>
      {receipt.isPending && (
        <p role="status" className="py-16 text-center text-slate-600">
          Loading your receipt…
        </p>
      )}
      {missing && (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="font-bold text-slate-950 text-xl">No receipt here</h1>
          <p className="mt-2 text-slate-700">
            None of your payments has the reference {reference}. Your account lists every payment
            with its receipt.
          </p>
          <ButtonLink to="/account" className="mt-4">
            See your billing history
          </ButtonLink>
        </div>
      )}
      {receipt.isError && !missing && (
        <LoadError what="This receipt" retry={() => receipt.refetch()} />
      )}
      {receipt.data && (
        <>
          <Receipt receipt={receipt.data} />
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <Button onClick={() => window.print()}>Print</Button>
            <ButtonLink to="/account" variant="secondary">
              Back to your account
            </ButtonLink>
          </div>
        </>
      )}
    </Container>
  );
}
