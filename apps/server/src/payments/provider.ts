import { PLANS, planLabel, type TPlan, type TPlanCode } from '@thinkbuild/core';
import type { TPaystackClient, TPaystackPlan } from './paystack-client.ts';

/**
 * Where payments go: the real Paystack API, or the built-in sandbox that speaks the same API.
 * Both are the same Paystack client with another base URL and transport, so whatever works
 * against the sandbox uses the code that talks to Paystack.
 */
export type TPaymentProvider = {
  name: 'paystack' | 'sandbox';
  /** The key Paystack signs webhooks with (HMAC-SHA512 of the body). */
  webhookSecret: string;
  client: TPaystackClient;
  /** Makes sure the six plans exist on the provider (creating missing ones); memoised. */
  ensurePlans(): Promise<void>;
  providerPlanCode(code: TPlanCode): Promise<string>;
  /** Our plan code for a provider plan code (current or older price), or null if not ours. */
  ourPlanCode(providerPlanCode: string): Promise<TPlanCode | null>;
  /** Every price a renewal of this plan may have: today's and any older one still on Paystack. */
  acceptedAmounts(code: TPlanCode): Promise<number[]>;
};

/** The name our plan has on Paystack's dashboard. */
export const providerPlanName = (plan: TPlan) =>
  `ThinkBuild ${planLabel(plan.code)} [${plan.code}]`;

/** "ThinkBuild Builder monthly": a Paystack plan's name without our code, as a learner sees it. */
export const shownPlanName = (name: string) => name.replace(/\s*\[[^\]]*\]$/, '');

const usable = (remote: TPaystackPlan) => !remote.is_archived && !remote.is_deleted;

const matches = (plan: TPlan, remote: TPaystackPlan) =>
  usable(remote) &&
  remote.name === providerPlanName(plan) &&
  remote.amount === plan.amount &&
  remote.interval === plan.interval &&
  remote.currency.toUpperCase() === plan.currency;

/** A plan of ours at an older price: its subscribers keep renewing at that price. */
const olderPrice = (plan: TPlan, remote: TPaystackPlan) =>
  usable(remote) &&
  remote.name === providerPlanName(plan) &&
  remote.amount !== plan.amount &&
  remote.currency.toUpperCase() === plan.currency;

export function createPaymentProvider(options: {
  name: TPaymentProvider['name'];
  webhookSecret: string;
  client: TPaystackClient;
  /**
   * Runs the plan sync under a database lock (PostgreSQL advisory lock), so two servers that
   * start together never both create the missing plans.
   */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
}): TPaymentProvider {
  const { client } = options;
  const withLock = options.withLock ?? ((fn) => fn());
  let mapping: Promise<Map<TPlanCode, string>> | undefined;
  /** Paystack plan code → our plan and its price there, for plans at an older price. */
  const older = new Map<string, { code: TPlanCode; amount: number }>();

  const load = () => withLock(sync);
  const sync = async () => {
    const remote = await client.listPlans();
    const map = new Map<TPlanCode, string>();
    for (const plan of Object.values(PLANS)) {
      for (const r of remote.filter((r) => olderPrice(plan, r))) {
        older.set(r.plan_code, { code: plan.code, amount: r.amount });
      }
    }
    for (const plan of Object.values(PLANS)) {
      // A plan whose price changed (e.g. creator annual 4000 → 5000) gets a new Paystack plan.
      const found = remote.find((r) => matches(plan, r));
      const code =
        found?.plan_code ??
        (
          await client.createPlan({
            name: providerPlanName(plan),
            amount: plan.amount,
            interval: plan.interval,
            currency: plan.currency,
          })
        ).plan_code;
      map.set(plan.code, code);
    }
    return map;
  };

  const plans = () => {
    mapping ??= load().catch((error: unknown) => {
      mapping = undefined; // try again next time rather than remember a failure
      throw error;
    });
    return mapping;
  };

  return {
    name: options.name,
    webhookSecret: options.webhookSecret,
    client,
    ensurePlans: async () => {
      await plans();
    },
    providerPlanCode: async (code) => {
      const found = (await plans()).get(code);
      if (!found) throw new Error(`No provider plan for ${code}`);
      return found;
    },
    ourPlanCode: async (providerPlanCode) => {
      for (const [ours, theirs] of await plans()) if (theirs === providerPlanCode) return ours;
      return older.get(providerPlanCode)?.code ?? null;
    },
    acceptedAmounts: async (code) => {
      await plans();
      const amounts = [PLANS[code].amount];
      for (const o of older.values()) if (o.code === code) amounts.push(o.amount);
      return amounts;
    },
  };
}
