import { isoDay } from '@thinkbuild/core/format';
import { NOT_A_TAX_INVOICE, splitVat } from '@thinkbuild/core/vat';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkout, taxDocument, user } from '../src/db/schema.ts';
import { issueInvoice } from '../src/modules/billing/invoices/index.ts';
import { adminGet } from './admin-billing-fixture.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import {
  billingMailsTo,
  freeLearner,
  SANDBOX_TEST_ENV,
  subscribeAndPay,
  subscribedLearner,
} from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/** Tax invoices and credit notes (decisions/044), on PGlite and on PostgreSQL. */
const VAT_ENV = {
  ...SANDBOX_TEST_ENV,
  VAT_NUMBER: '4123456789',
  VAT_LEGAL_NAME: 'ThinkBuild Learning (Pty) Ltd',
  VAT_ADDRESS: '12 Long Street; Cape Town; 8001',
};
const ZONE = 'Africa/Johannesburg';

let app: TTestApp;
let admin: string;
withTestApp({ env: VAT_ENV }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const get = (url: string, cookie?: string) =>
  app.inject({ url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

const documentsOf = (reference: string) =>
  app.db
    .select()
    .from(taxDocument)
    .where(eq(taxDocument.transactionReference, reference))
    .orderBy(asc(taxDocument.kind));

const pdfPath = (id: string) => `/api/billing/tax-documents/${id}/pdf`;

async function pdfOf(id: string, cookie: string) {
  const res = await get(pdfPath(id), cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: await PDFDocument.load(res.rawPayload) };
}

describe('a payment with VAT_NUMBER set', () => {
  it('gets one tax invoice: seller, buyer, VAT, the day in Johannesburg; mailed and listed', async () => {
    const { email, cookie, reference } = await subscribedLearner(app, 'builderm');
    const [invoice, ...others] = await documentsOf(reference);
    expect(others).toEqual([]);
    const [paid] = await app.db.select().from(checkout).where(eq(checkout.reference, reference));
    const [buyer] = await app.db.select().from(user).where(eq(user.email, email));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      userId: buyer?.id,
      sellerName: 'ThinkBuild Learning (Pty) Ltd',
      sellerVatNumber: '4123456789',
      sellerAddress: '12 Long Street; Cape Town; 8001',
      buyerEmail: email,
      description: 'ThinkBuild: Builder (monthly)',
      amount: 30_000,
      vat: splitVat(30_000).vat,
      currency: 'ZAR',
      issuedOn: isoDay(paid?.paidAt ?? new Date(), ZONE),
    });
    expect(invoice?.vat).toBe(3_913);
    const number = `INV-${String(invoice?.number).padStart(6, '0')}`;

    // The receipt mail names the invoice and links its PDF after the receipt's own button.
    const [mail] = billingMailsTo(app, email);
    expect(mail?.text).toContain(`Your tax invoice ${number} is ready to download as a PDF`);
    expect(mail?.text).toContain(`http://localhost:3000${pdfPath(invoice?.id ?? '')}`);
    expect(mail?.html).toContain(`Download tax invoice ${number} (PDF)`);
    expect(mail?.link).toBe(`http://localhost:3000/account/receipts/${reference}`);
    expect(mail?.text).not.toContain(NOT_A_TAX_INVOICE);

    const history = (await get('/api/billing/history', cookie)).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        reference,
        taxDocument: { id: invoice?.id, kind: 'invoice', number },
      }),
    ]);
    const receipt = (await get(`/api/billing/receipts/${reference}`, cookie)).json();
    expect(receipt).toMatchObject({ vat: true, taxInvoice: { id: invoice?.id, number } });

    const { res, pdf } = await pdfOf(invoice?.id ?? '', cookie);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="thinkbuild-${number}.pdf"`,
    );
    expect(pdf.getTitle()).toBe(`Tax invoice ${number}`);
    expect(pdf.getSubject()).toContain('VAT number 4123456789');
    expect(pdf.getPageCount()).toBe(1);

    // Paystack sends the charge again: still one invoice.
    const verified = await app.payments.client.verifyTransaction(reference);
    await postSignedWebhook(app, { event: 'charge.success', data: verified, resent: true });
    await app.paymentsSandbox?.idle();
    expect(await documentsOf(reference)).toHaveLength(1);
    expect((await get('/api/offer')).json().vat).toBe(true);

    // "Download my data" has it, as issued.
    const data = (await get('/api/account/data', cookie)).json();
    expect(data.billing.taxDocuments).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number,
        paymentReference: reference,
        seller: expect.objectContaining({ vatNumber: '4123456789' }),
        amount: 30_000,
        vat: 3_913,
      }),
    ]);
  });

  it('is refused to others: signed out 401, another learner 404, a bad id 400; an admin reads it', async () => {
    const { cookie, reference } = await subscribedLearner(app, 'starterm');
    const [invoice] = await documentsOf(reference);
    const id = invoice?.id ?? '';
    expect((await get(pdfPath(id))).statusCode).toBe(401);
    const other = await freeLearner(app);
    expect((await get(pdfPath(id), other.cookie)).statusCode).toBe(404);
    expect((await get(pdfPath('not-a-uuid'), cookie)).statusCode).toBe(400);
    expect((await get(pdfPath(crypto.randomUUID()), cookie)).statusCode).toBe(404);
    expect((await get(pdfPath(id), admin)).statusCode).toBe(200);
  });

  it('numbers invoices without gaps under concurrent payments; a rollback gives its number back', async () => {
    const before = await app.db.select().from(taxDocument).where(eq(taxDocument.kind, 'invoice'));
    const learners = await Promise.all(Array.from({ length: 6 }, () => freeLearner(app)));
    const paid = await Promise.all(
      learners.map((l, i) => subscribeAndPay(app, l.client, i % 2 ? 'starterm' : 'creatorm')),
    );
    await app.paymentsSandbox?.idle();

    // A payment whose transaction fails after its invoice was numbered leaves no number used.
    const [someone] = await app.db.select().from(user).limit(1);
    await expect(
      app.db.transaction(async (tx) => {
        await issueInvoice(
          tx,
          { ...vatSeller(), timeZone: ZONE },
          {
            userId: someone?.id ?? '',
            reference: 'tb-rolled-back',
            amount: 20_000,
            currency: 'ZAR',
            purchase: 'starterm',
            paidAt: new Date(),
          },
        );
        throw new Error('the payment did not commit');
      }),
    ).rejects.toThrow('the payment did not commit');
    const last = await subscribedLearner(app, 'builderm');

    // Ten payments' transactions at once (truly parallel on PostgreSQL), three of them failing
    // after their invoice was numbered.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        app.db.transaction(async (tx) => {
          await issueInvoice(
            tx,
            { ...vatSeller(), timeZone: ZONE },
            {
              userId: someone?.id ?? '',
              reference: `tb-at-once-${i}`,
              amount: 20_000,
              currency: 'ZAR',
              purchase: 'starterm',
              paidAt: new Date(),
            },
          );
          if (i % 3 === 1) throw new Error('the payment did not commit');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(3);

    const invoices = await app.db
      .select()
      .from(taxDocument)
      .where(eq(taxDocument.kind, 'invoice'))
      .orderBy(asc(taxDocument.number));
    const numbers = invoices.map((i) => i.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(invoices).toHaveLength(before.length + 7 + 7);
    const references = new Set(invoices.map((i) => i.transactionReference));
    for (const p of [...paid, last]) expect(references.has(p.reference)).toBe(true);
    expect(references.has('tb-rolled-back')).toBe(false);
    for (const i of [0, 2, 3, 5, 6, 8, 9]) expect(references.has(`tb-at-once-${i}`)).toBe(true);
  });
});

const vatSeller = () => ({
  number: VAT_ENV.VAT_NUMBER,
  legalName: VAT_ENV.VAT_LEGAL_NAME,
  address: VAT_ENV.VAT_ADDRESS,
});

describe('a refund with VAT_NUMBER set', () => {
  it('gets one credit note against the invoice, listed, in the ledger with its VAT', async () => {
    const { email, cookie, reference } = await subscribedLearner(app, 'offer');
    await app.payments.client.refund({ transaction: reference, amount: 50_000 });
    await app.paymentsSandbox?.idle();
    await app.payments.client.refund({ transaction: reference });
    await app.paymentsSandbox?.idle();
    const docs = await documentsOf(reference);
    const invoice = docs.find((d) => d.kind === 'invoice');
    const notes = docs.filter((d) => d.kind === 'credit-note').sort((a, b) => a.number - b.number);
    expect(notes.map((n) => [n.amount, n.vat, n.invoiceId, n.buyerEmail])).toEqual([
      [50_000, splitVat(50_000).vat, invoice?.id, email],
      [150_000, splitVat(150_000).vat, invoice?.id, email],
    ]);
    expect(notes[1]?.number).toBe((notes[0]?.number ?? 0) + 1);
    const cn = (n: number | undefined) => `CN-${String(n).padStart(6, '0')}`;
    const inv = `INV-${String(invoice?.number).padStart(6, '0')}`;

    const items = (await get('/api/billing/history', cookie)).json().items as {
      type: string;
      amount: number;
      taxDocument?: { number: string };
    }[];
    expect(items.map((i) => [i.type, i.amount, i.taxDocument?.number])).toEqual(
      expect.arrayContaining([
        ['charge', 200_000, inv],
        ['refund', 50_000, cn(notes[0]?.number)],
        ['refund', 150_000, cn(notes[1]?.number)],
      ]),
    );

    // The mail saying the refund is done names its credit note and links its PDF.
    const done = billingMailsTo(app, email).find(
      (m) => m.subject === 'ThinkBuild: your refund of R500 is done',
    );
    expect(done?.text).toContain(`Your credit note ${cn(notes[0]?.number)} for this refund`);
    expect(done?.text).toContain(`http://localhost:3000${pdfPath(notes[0]?.id ?? '')}`);
    expect(done?.link).toBe('http://localhost:3000/account');

    const { pdf } = await pdfOf(notes[0]?.id ?? '', cookie);
    expect(pdf.getTitle()).toBe(`Credit note ${cn(notes[0]?.number)}`);

    const csv = (await adminGet(app, '/api/admin/billing/payments.csv', admin)).body;
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Type,Status,Email,Plan,Amount,Currency,Reference,Message,Tax document,VAT,Coupon,Discount',
    );
    const mine = lines.filter((l) => l.split(',')[3] === email).map((l) => l.split(','));
    expect(mine.map((c) => [c[1], c[5], c[9], c[10]])).toEqual([
      ['Offer', '2000.00', inv, '260.87'],
      ['Refund', '-500.00', cn(notes[0]?.number), '-65.22'],
      ['Refund', '-1500.00', cn(notes[1]?.number), '-195.65'],
    ]);
  });
});

describe('without VAT_NUMBER', () => {
  it('issues nothing, and the receipt says it is not a tax invoice', async () => {
    const plain = await buildTestApp({ env: SANDBOX_TEST_ENV });
    try {
      const { email, cookie, reference } = await subscribedLearner(plain, 'builderm');
      expect(await plain.db.select().from(taxDocument)).toEqual([]);
      const [mail] = billingMailsTo(plain, email);
      expect(mail?.text).toContain(NOT_A_TAX_INVOICE);
      expect(mail?.text).not.toContain('/api/billing/tax-documents/');
      const headers = { origin: ORIGIN, cookie };
      const receipt = await plain.inject({ url: `/api/billing/receipts/${reference}`, headers });
      expect(receipt.json()).toMatchObject({ vat: false, taxInvoice: null });
      const offer = await plain.inject({ url: '/api/offer' });
      expect(offer.json().vat).toBe(false);
    } finally {
      await plain.cleanup();
    }
  });

  it('refuses to start with VAT_NUMBER but no legal name or address', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(() => loadConfig({ VAT_NUMBER: '4123456789' })).toThrow(
      /VAT_LEGAL_NAME: required with VAT_NUMBER[\s\S]*VAT_ADDRESS: required with VAT_NUMBER/,
    );
    expect(() => loadConfig({ ...VAT_ENV, VAT_NUMBER: '12345' })).toThrow(/VAT_NUMBER must be/);
  });
});
