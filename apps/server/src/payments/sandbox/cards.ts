import { createHash } from 'node:crypto';

/**
 * The test cards the sandbox charges, with the fields every authorization object carries
 * (charge.success, subscription.*, invoice.*, verify, customer fetch). They never vary by
 * customer: a card's `signature` names the card itself, as on Paystack.
 *
 * 4081 is Paystack's documented test Visa (4084 0840 8408 4081); its fields are those of
 * Paystack's own invoice.create sample for that card (shared/paystack/webhook-samples):
 * bin 408408, "visa DEBIT", "Test Bank", country NG, expiring in December. The Mastercard
 * ending in 2950 (the card-update page's replacement) has no Paystack sample: its bin and bank
 * are the sandbox's own choice (ADR 006).
 */
export type TTestCard = {
  last4: string;
  bin: string;
  exp_month: string;
  card_type: string;
  bank: string;
  country_code: string;
  brand: string;
};

export const TEST_CARDS = {
  '4081': {
    last4: '4081',
    bin: '408408',
    exp_month: '12',
    card_type: 'visa DEBIT',
    bank: 'Test Bank',
    country_code: 'NG',
    brand: 'visa',
  },
  '2950': {
    last4: '2950',
    bin: '539923',
    exp_month: '09',
    card_type: 'mastercard DEBIT',
    bank: 'Test Bank',
    country_code: 'NG',
    brand: 'mastercard',
  },
} as const satisfies Record<string, TTestCard>;

/** The test card a saved authorization is (older records: the Visa). */
export const testCardOf = (last4: string): TTestCard =>
  last4 in TEST_CARDS ? TEST_CARDS[last4 as keyof typeof TEST_CARDS] : TEST_CARDS['4081'];

/** The card's signature: one per card number, the same for every customer who saves it. */
export const cardSignature = (card: TTestCard) =>
  `SIG_${createHash('sha256').update(`${card.bin}${card.last4}`).digest('hex').slice(0, 20)}`;
