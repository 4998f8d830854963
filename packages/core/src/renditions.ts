/**
 * Low-data versions of a lesson video (decisions/011): the HLS ladder ffmpeg makes at upload, the
 * data saver's cap, and how a size reads to a learner paying for every megabyte.
 */

/** Video heights made from an upload; none above the source's own height. */
export const LADDER_HEIGHTS = [240, 360, 720] as const;

/** With the data saver on, Auto never picks a version taller than this. */
export const DATA_SAVER_MAX_HEIGHT = 360;

/**
 * The data saver as shown and as applied (decisions/011). The account's choice rules; until the
 * learner chooses, the browser's "save data" hint. While the account is still loading
 * (`chosen` undefined, not `accountLoaded`) the choice is unknown: the switch shows the hint
 * but waits, and Auto stays capped, so a learner who turned the saver on never starts a lesson
 * uncapped because /api/me was slower than the video link.
 */
export function dataSaverState(
  chosen: boolean | null | undefined,
  accountLoaded: boolean,
  browserHint: boolean,
) {
  const known = typeof chosen === 'boolean' || accountLoaded;
  const on = chosen ?? browserHint;
  return { on, known, capsAuto: on || !known };
}

/** `audio` is the sound only; the others are `{height}p`. */
export type TQuality = 'auto' | 'audio' | `${number}p`;

/** The ladder for a source `height` pixels tall: the rungs it reaches, or its own height. */
export function ladderFor(height: number): number[] {
  const rungs = LADDER_HEIGHTS.filter((h) => h <= height);
  if (rungs.length > 0) return rungs;
  // Smaller than the lowest rung: one version at its own (even) height.
  return [Math.max(2, height - (height % 2))];
}

export const renditionName = (height: number) => `${height}p`;

/** "about 18 MB", "about 740 KB": sizes a learner can weigh against a data bundle. */
export function formatAboutSize(bytes: number): string {
  if (bytes >= 1_000_000_000) return `about ${round(bytes / 1_000_000_000)} GB`;
  if (bytes >= 1_000_000) return `about ${round(bytes / 1_000_000)} MB`;
  return `about ${Math.max(1, Math.round(bytes / 1000))} KB`;
}

const round = (n: number) => (n < 10 ? Math.round(n * 10) / 10 : Math.round(n));

type TSized = { name: string; height: number | null; bytes: number };

/**
 * The rendition a quality choice costs: a named one, or for Auto the tallest the data saver
 * allows (Auto may pick lower on a slow line; this is the most it will spend).
 */
export function renditionFor<T extends TSized>(
  renditions: readonly T[],
  quality: TQuality,
  dataSaver: boolean,
): T | undefined {
  if (quality !== 'auto') return renditions.find((r) => r.name === quality);
  const videos = renditions
    .filter((r) => r.height !== null && (!dataSaver || r.height <= DATA_SAVER_MAX_HEIGHT))
    .sort((a, b) => (b.height ?? 0) - (a.height ?? 0));
  return (
    videos[0] ??
    renditions.filter((r) => r.height !== null).sort((a, b) => (a.height ?? 0) - (b.height ?? 0))[0]
  );
}
