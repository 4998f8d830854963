/**
 * When a sandbox subscription charges: its first payment fixes the day (and, annually, the
 * month) of every later one; `cron_expression` says the same thing as Paystack writes it.
 *
 * Paystack's OpenAPI file and samples do not say what happens to a monthly plan started on the
 * 29th-31st; the sandbox assumes the charge falls on the last day of a shorter month and goes
 * back to the first day afterwards (31 January, 28 February, 31 March, 30 April), as ADR 006
 * records. The annual sample's cron "0 0 8 10 *" names the month; the monthly one
 * "0 0 28 * *" does not.
 */
const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

const MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 };
const DAYS: Record<string, number> = { daily: 1, weekly: 7 };

/** The payment after `from` on a plan of `interval` whose first payment fell on `anchorDay`. */
export function nextPayment(from: Date, interval: string, anchorDay = from.getUTCDate()): Date {
  const days = DAYS[interval];
  if (days) return new Date(from.getTime() + days * 86_400_000);
  const next = new Date(from.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + (MONTHS[interval] ?? 1));
  next.setUTCDate(Math.min(anchorDay, lastDay(next.getUTCFullYear(), next.getUTCMonth())));
  return next;
}

/** Paystack's cron-like schedule of a subscription whose first payment is `anchor`. */
export function cronExpression(anchor: Date, interval: string): string {
  const time = `${anchor.getUTCMinutes()} ${anchor.getUTCHours()}`;
  const day = anchor.getUTCDate();
  const month = anchor.getUTCMonth();
  if (interval === 'daily') return `${time} * * *`;
  if (interval === 'weekly') return `${time} * * ${anchor.getUTCDay()}`;
  const step = MONTHS[interval] ?? 1;
  if (step === 1) return `${time} ${day} * *`;
  const months = Array.from({ length: 12 / step }, (_, i) => ((month + i * step) % 12) + 1);
  return `${time} ${day} ${months.sort((a, b) => a - b).join(',')} *`;
}
