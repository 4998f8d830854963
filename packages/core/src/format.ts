/*
 * How amounts and dates read to a South African learner, on every page, message and mail: one
 * formatter each, so the web app, the server and the admin screens never disagree. Node and
 * Chromium give the same en-ZA text (both ship full ICU), so server-rendered pages hydrate
 * without a mismatch.
 */

/** Dates a learner sees are in this zone unless TIME_ZONE says otherwise. */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * "R4 000", "R213,33", "$27": subunits (cents) in, South African text out. en-ZA groups
 * thousands with a non-breaking space and uses a decimal comma; whole amounts drop ",00";
 * the symbol sits against the number (en-ZA's own space after "R" is left out).
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-ZA', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      trailingZeroDisplay: 'stripIfInteger',
    });
    moneyFormats.set(code, format);
  }
  return format
    .formatToParts(cents / 100)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join('');
}

/** A day formatter for one month style, cached per zone (the long and short date differ there). */
function dayFormatter(month: 'long' | 'short') {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date: Date | string, timeZone: string): string => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-ZA', {
        day: 'numeric',
        month,
        year: 'numeric',
        timeZone,
      });
      formats.set(timeZone, format);
    }
    return format.format(typeof date === 'string' ? new Date(date) : date);
  };
}

/** "25 December 2026": the day in `timeZone` (a payment at 23:30 UTC is the next day in SA). */
export const formatDate: (date: Date | string, timeZone: string) => string = dayFormatter('long');

/** "28 Nov 2026": the short form for cards and lists, the day in `timeZone`. */
export const formatShortDate: (date: Date | string, timeZone: string) => string =
  dayFormatter('short');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "23 November 2026, 17:04 SAST": a moment (a payment event, a job) as the day, month and year
 * and the 24-hour time in `timeZone`, with the zone's short name.
 */
export function formatDateTime(date: Date | string, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-ZA', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format
      .formatToParts(typeof date === 'string' ? new Date(date) : date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/** "2026-11-28": the day in `timeZone`, for a `<time datetime>` beside the words. */
export function isoDay(date: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(typeof date === 'string' ? new Date(date) : date);
  return parts;
}

/**
 * "2,000": a count in the public pages' words (the early-member limit), grouped with commas and
 * without Intl, so the prerendered page and the browser write the very same text.
 */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
