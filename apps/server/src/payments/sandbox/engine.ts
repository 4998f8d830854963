import type { TDb } from '../../db/client.ts';
import { createSandboxCheckout } from './checkout.ts';
import type { TSandboxEvent } from './errors.ts';
import { createSandboxLedger } from './ledger.ts';
import { createSandboxSubscriptions } from './subscriptions.ts';

export { SandboxError, type TSandboxEvent } from './errors.ts';

/**
 * What the sandbox does, apart from HTTP: Paystack's records and the events it sends. The
 * books and shared steps (ledger.ts), the hosted checkout (checkout.ts), and plans and
 * subscriptions (subscriptions.ts).
 */
export function createSandboxEngine(options: {
  db: TDb;
  /** Sends a webhook event to the merchant (signed and delivered by the caller). */
  emit: (event: TSandboxEvent) => void;
}) {
  const ledger = createSandboxLedger(options);
  return {
    ...ledger,
    ...createSandboxCheckout(ledger),
    ...createSandboxSubscriptions(ledger),
  };
}

export type TSandboxEngine = ReturnType<typeof createSandboxEngine>;
