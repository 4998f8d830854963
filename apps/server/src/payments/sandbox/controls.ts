import { SandboxError, type TSandboxEngine } from './engine.ts';
import {
  code,
  type TAuthorizationRecord,
  type TCustomerRecord,
  type TPlanRecord,
  type TSubscriptionRecord,
  type TTransactionRecord,
} from './records.ts';
import { nextPayment } from './schedule.ts';

/**
 * The sandbox's development controls: make a subscription's renewal date arrive now (the card
 * is charged, or refused) or its paid period end, with the webhooks Paystack would send.
 */
export function createSandboxControls(engine: TSandboxEngine) {
  /** The invoice of the period a renewal pays for: from the payment date that came to the next. */
  async function invoiceOut(
    invoiceCode: string,
    sub: TSubscriptionRecord,
    paid: TTransactionRecord | null,
    period: { start: string; end: string },
  ): Promise<Record<string, unknown>> {
    const full = await engine.subscriptionOut(sub);
    return {
      domain: 'test',
      invoice_code: invoiceCode,
      amount: sub.amount,
      period_start: period.start,
      period_end: period.end,
      status: paid?.status === 'success' ? 'success' : 'pending',
      paid: paid?.status === 'success',
      paid_at: paid?.paid_at ?? null,
      description: null,
      authorization: full.authorization,
      subscription: {
        status: sub.status,
        subscription_code: sub.subscription_code,
        email_token: sub.email_token,
        amount: sub.amount,
        cron_expression: full.cron_expression,
        next_payment_date: sub.next_payment_date,
        open_invoice: null,
      },
      customer: full.customer,
      transaction: paid
        ? {
            reference: paid.reference,
            status: paid.status,
            amount: paid.amount,
            currency: paid.currency,
          }
        : {},
      created_at: new Date().toISOString(),
    };
  }

  const controls = {
    /**
     * The payment date comes and the card is charged (or refused): on its own once
     * `next_payment_date` has passed (`renewDue`), or now by the page's control, which makes
     * time pass to the end of the period. As on Paystack the invoice comes first
     * (invoice.create, days before the charge on Paystack, here just before it, not paid yet),
     * then the charge and invoice.update, or invoice.payment_failed. The next date keeps the
     * first payment's day (schedule.ts) and is never one already past: missed periods are not
     * charged one after another.
     */
    async renew(subscriptionCode: string, outcome: 'success' | 'failure') {
      const sub = await engine.need<TSubscriptionRecord>(
        'subscription',
        subscriptionCode,
        'Subscription',
      );
      if (sub.status !== 'active' && sub.status !== 'attention') {
        throw new SandboxError(400, `A ${sub.status} subscription does not renew`);
      }
      const plan = await engine.need<TPlanRecord>('plan', sub.plan_code, 'Plan');
      const customer = await engine.need<TCustomerRecord>(
        'customer',
        sub.customer_code,
        'Customer',
      );
      const auth = await engine.need<TAuthorizationRecord>(
        'authorization',
        sub.authorization_code,
        'Authorization',
      );
      const invoice = code('INV_');
      // The period paid for starts at the payment date that came (for one with none, now).
      const from = sub.next_payment_date ? new Date(sub.next_payment_date) : new Date();
      const anchor = sub.anchor ? new Date(sub.anchor).getUTCDate() : undefined;
      let next = nextPayment(from, plan.interval, anchor);
      while (next.getTime() <= Date.now()) next = nextPayment(next, plan.interval, anchor);
      const period = { start: from.toISOString(), end: next.toISOString() };
      engine.emit({ event: 'invoice.create', data: await invoiceOut(invoice, sub, null, period) });
      if (outcome === 'failure') {
        await engine.charge(customer, auth, plan, 'failed');
        const failed = await engine.store.put('subscription', sub.subscription_code, {
          ...sub,
          status: 'attention' as const,
        });
        engine.emit({
          event: 'invoice.payment_failed',
          data: await invoiceOut(invoice, failed, null, period),
        });
        return failed;
      }
      const renewed = await engine.store.put('subscription', sub.subscription_code, {
        ...sub,
        status: 'active' as const,
        next_payment_date: next.toISOString(),
      });
      const tx = await engine.charge(customer, auth, plan);
      engine.emit({
        event: 'invoice.update',
        data: await invoiceOut(invoice, renewed, tx, period),
      });
      return renewed;
    },

    /**
     * Paystack's own schedule: every active subscription whose next payment date has passed is
     * charged, once (the sandbox's idle() and a timer call this). A non-renewing one is not:
     * its period ends instead (the page's control).
     */
    async renewDue(): Promise<number> {
      const now = Date.now();
      const due = (
        await engine.store.find<TSubscriptionRecord>('subscription', 'status', 'active')
      ).filter((s) => s.next_payment_date !== null && Date.parse(s.next_payment_date) <= now);
      for (const s of due) await controls.renew(s.subscription_code, 'success');
      return due.length;
    },

    /** Development control: Paystack's monthly notice that the subscription's card expires. */
    async expiringCards(subscriptionCode: string) {
      const sub = await engine.need<TSubscriptionRecord>(
        'subscription',
        subscriptionCode,
        'Subscription',
      );
      const full = await engine.subscriptionOut(sub);
      const card = full.authorization;
      engine.emit({
        event: 'subscription.expiring_cards',
        data: [
          {
            expiry_date: `${card.exp_month}/${card.exp_year}`,
            description: `${card.brand} ending with ${card.last4}`,
            brand: card.brand,
            subscription: { ...full, plan: full.plan },
            customer: full.customer,
          },
        ],
      });
      return sub;
    },

    /** Development control: the paid period of a non-renewing (or failing) subscription ends. */
    async endPeriod(subscriptionCode: string) {
      const sub = await engine.need<TSubscriptionRecord>(
        'subscription',
        subscriptionCode,
        'Subscription',
      );
      if (sub.status !== 'non-renewing' && sub.status !== 'attention') {
        throw new SandboxError(400, 'Only a non-renewing or failing subscription can end');
      }
      const ended = await engine.store.put('subscription', sub.subscription_code, {
        ...sub,
        status: sub.status === 'non-renewing' ? ('complete' as const) : ('cancelled' as const),
        // Time has come: the period ends now, as it would on Paystack at that date.
        next_payment_date: new Date().toISOString(),
        cancelledAt: new Date().toISOString(),
      });
      engine.emit({ event: 'subscription.disable', data: await engine.subscriptionEvent(ended) });
      return ended;
    },

    /**
     * Development control: the subscription ends at Paystack now (cancelled on the dashboard,
     * say) and its `subscription.disable` is lost on the way. Paystack does send that webhook,
     * but a delivery can be lost for good: this is what reconciliation (ADR 006) must find.
     */
    async endSilently(subscriptionCode: string) {
      const sub = await engine.need<TSubscriptionRecord>(
        'subscription',
        subscriptionCode,
        'Subscription',
      );
      if (sub.status === 'complete' || sub.status === 'cancelled') {
        throw new SandboxError(400, `A ${sub.status} subscription cannot end again`);
      }
      return engine.store.put('subscription', sub.subscription_code, {
        ...sub,
        status: sub.status === 'non-renewing' ? ('complete' as const) : ('cancelled' as const),
        next_payment_date: new Date().toISOString(),
        cancelledAt: new Date().toISOString(),
      });
    },
  };
  return controls;
}

export type TSandboxControls = ReturnType<typeof createSandboxControls>;
