import type { TCatalogStatus } from './schemas/catalog.ts';

/** What the catalog stores about a track or project, and how many lessons learners can watch. */
export type TCatalogItem = {
  status: TCatalogStatus;
  comingSoonLabel: string | null;
  publishedLessons: number;
};

/**
 * How a track or project shows on /home and the category pages. It is "coming" only while it has
 * no published lessons: once one is published it is live and clickable, whatever its stored
 * status or "Coming 19 October" label says (a date that has passed reads as a broken promise).
 * Without lessons it keeps what the admin stored.
 */
export function catalogStanding(item: TCatalogItem): {
  status: TCatalogStatus;
  comingSoonLabel: string | null;
} {
  if (item.publishedLessons > 0) return { status: 'published', comingSoonLabel: null };
  return {
    status: item.status,
    comingSoonLabel: item.status === 'coming_soon' ? item.comingSoonLabel : null,
  };
}
