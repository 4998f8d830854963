import { offeredChannels } from './bank.ts';
import { isBankChannel, type TBankChannel, type TTransactionRecord } from './records.ts';

/** How the checkout names each bank channel. */
export const CHANNEL_NAMES: Record<TBankChannel, string> = {
  eft: 'Instant EFT',
  capitec_pay: 'Capitec Pay',
};

/** The checkout page's other ways to pay: a link to each bank channel this checkout offers. */
export function bankChoicesHtml(tx: TTransactionRecord, base: string): string {
  const banks = offeredChannels(tx).filter(isBankChannel);
  if (!banks.length || tx.status !== 'abandoned') return '';
  return `<h2 style="font-size:16px;margin:24px 0 8px">Or pay from your bank</h2><div class="actions">${banks
    .map(
      (channel) =>
        `<a class="channel" style="display:block;text-align:center;font-weight:700;border-radius:10px;padding:12px 16px;box-shadow:inset 0 0 0 2px #c7d2fe;text-decoration:none" href="${base}/bank/${channel}">Pay with ${CHANNEL_NAMES[channel]}</a>`,
    )
    .join('')}</div>`;
}
