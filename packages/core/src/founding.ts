import { formatCount } from './format.ts';
import { LISTED_PLAN_MATRIX, levelAddsText, listText, type TAccessLevel } from './plan-matrix.ts';
import type { TFoundingPlaces } from './schemas/founding.ts';

/*
 * The one pricing story (docs/decisions/032): while founding-member places remain, every new
 * account gets lifetime Creator access, so no page sells a visitor what signing up gives free,
 * and a member with lifetime access is shown what they hold, never a price.
 */

/** Places the counter has not given yet: never below zero (a lowered setting). */
export const foundingPlacesLeft = (total: number, granted: number) =>
  Math.max(0, total - Math.max(0, granted));

/** Whether a new account gets lifetime access now. */
export const foundingOpen = (places: TFoundingPlaces | null | undefined) =>
  Boolean(places && places.left > 0);

/** "The first 2,000 learners get everything free, for life: 1,234 places left" */
export function foundingBannerText(places: TFoundingPlaces): string {
  const left = `${formatCount(places.left)} ${places.left === 1 ? 'place' : 'places'} left`;
  return `The first ${formatCount(places.total)} learners get everything free, for life: ${left}`;
}

/** What a founding member (or anyone with lifetime access) sees where prices would be. */
export const HAVE_EVERYTHING = 'You have everything';

/** The access level a new account gets now: Creator for life while places remain. */
export const newAccountLevel = (places: TFoundingPlaces | null | undefined): TAccessLevel =>
  foundingOpen(places) ? 'creator' : 'free';

/** What sign-up says a new account gets, now. */
export function signUpGetsText(places: TFoundingPlaces | null | undefined): string {
  if (places && foundingOpen(places)) {
    return `Your new account gets everything free, for life: every section, exercise and certificate. ${foundingBannerText(places)}.`;
  }
  const free = levelAddsText('free');
  const more = LISTED_PLAN_MATRIX.filter((row) => row.from !== 'free').map((row) => row.label);
  return `Your free account opens the ${free}. Plans add ${listText(more)}, when you want them.`;
}

/**
 * Which story a pricing page tells this reader: `member` (they hold lifetime access: "You have
 * everything"), `founding` (signing up would give everything free: no checkout), `selling`
 * (the plans and the offer, for money). `lifetimeAccess` is null for a visitor.
 */
export type TPricingStory = 'member' | 'founding' | 'selling';

export function pricingStory(
  places: TFoundingPlaces | null | undefined,
  lifetimeAccess: boolean | null,
): TPricingStory {
  if (lifetimeAccess) return 'member';
  if (lifetimeAccess === null && foundingOpen(places)) return 'founding';
  return 'selling';
}

/**
 * How many of a course's lessons a new account opens now (the course page's "11 of 19
 * lessons" is true only once founding places are gone): the plans are the course's
 * (core `coursePlans`).
 */
export function newAccountLessons(
  plans: readonly { level: TAccessLevel; lessonCount: number }[],
  places: TFoundingPlaces | null | undefined,
): number {
  const level = newAccountLevel(places);
  return plans.find((plan) => plan.level === level)?.lessonCount ?? 0;
}
