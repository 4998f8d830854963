import { wallClock } from './calendar-days.ts';

/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a cell that starts with = + - @ (or a
 * tab or carriage return) would run as a formula in Excel, LibreOffice or Google Sheets, so it
 * gets a leading apostrophe (OWASP "CSV injection"). Plain numbers, negative ones included, stay
 * numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type TCsvCell = string | number | null | undefined;

export function csvCell(value: TCsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF (RFC 4180), ending with one. */
export function toCsv(rows: readonly (readonly TCsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * "2026-05-01T14:03:22+02:00": a moment as ISO 8601 with the offset of `timeZone` (TIME_ZONE),
 * so a spreadsheet reads the admin's local time and still knows the exact instant.
 */
export function isoInZone(date: Date, timeZone: string): string {
  const { local, offsetMinutes } = wallClock(date, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** 200000 cents → "2000.00": machine-readable (a dot, no grouping), signed; the currency is its own column. */
export const csvAmount = (subunits: number): string => (subunits / 100).toFixed(2);
