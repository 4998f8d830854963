import { countText } from '@thinkbuild/core/insights';

/** Room for the row names of a horizontal bar chart: less of a narrow screen. */
export const marginFor = (width: number) => Math.min(180, Math.round(width * 0.38));

/** A bar's label: "12 · 60%", or "fewer than 5". */
export const barLabel = (count: number | null, share: number | null) =>
  count === null ? countText(count) : share === null ? String(count) : `${count} · ${share}%`;

/** "1:30": seconds as the player shows them. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Axis ticks for counts: whole numbers only (no "2.5 learners"). */
export const wholeTicks = (d: number) => (Number.isInteger(d) ? String(d) : '');
