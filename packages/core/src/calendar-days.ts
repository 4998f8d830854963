/*
 * Calendar days ("2027-03-02") and the wall clock of a time zone, with Intl and no date library:
 * passes (passes.ts) count in days, the CSV exports (csv.ts) write local times with their offset.
 */

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `timeZone` at `date` (to the second): "2026-05-01T14:03:22", and the zone's
 * offset from UTC then, in minutes (Johannesburg: 120).
 */
export function wallClock(date: Date, timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const at = new Date(Math.floor(date.getTime() / 1000) * 1000);
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(at)) part[p.type] = p.value;
  const local = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - at.getTime()) / 60_000);
  return { local, offsetMinutes };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const dayText = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The same day number `months` calendar months later, or the month's last day when it is
 * shorter ("2026-11-30" + 3 → "2027-02-28"). Calendar arithmetic on day names, so no zone or
 * daylight saving can move it.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = dayParts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayText(year, month, Math.min(d, last));
}

/** The day `days` days after `day` (before, when negative): "2027-02-28" + 1 → "2027-03-01". */
export function addDays(day: string, days: number): string {
  const [y, m, d] = dayParts(day);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return dayText(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The day after `day` ("2027-02-28" → "2027-03-01"). */
export const nextDay = (day: string): string => addDays(day, 1);

/** Whole days from `from` to `to` (both calendar days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [a, b, c] = dayParts(from);
  const [x, y, z] = dayParts(to);
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / 86_400_000);
}

/**
 * The moment `day` begins in `timeZone`. Intl gives the zone's offset at a moment; two rounds
 * settle it even on a day whose offset changes (Johannesburg has none; TIME_ZONE may).
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = dayParts(day);
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall;
  for (let i = 0; i < 2; i++)
    guess = wall - wallClock(new Date(guess), timeZone).offsetMinutes * 60_000;
  return new Date(guess);
}
