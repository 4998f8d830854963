import type { TRole } from './roles.ts';

/*
 * What each access level gives: the one matrix behind the section rule (sections.ts), the
 * certificate check on the server and the plan comparisons on /pricing and /subscription. Each
 * level gives everything of the levels before it. Only what exists is listed: a feature is
 * added here on the day it ships, never advertised before.
 */

/** Access levels, lowest first. Admins hold every level; lifetime access is the creator role. */
export const ACCESS_LEVELS = ['free', 'starter', 'builder', 'creator'] as const;
export type TAccessLevel = (typeof ACCESS_LEVELS)[number];

export const PLAN_FEATURES = [
  'build',
  'exercises',
  'workspace',
  'certificates',
  'explanation',
  'planning',
  'deployment',
] as const;
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

export type TPlanMatrixRow = {
  feature: TPlanFeature;
  /** The lowest level that gives it. */
  from: TAccessLevel;
  /** How plan comparisons name it. */
  label: string;
  /** One line on what it is. */
  detail: string;
  /**
   * False while learners cannot use it yet (its access rule may hold on the server already):
   * no page offers it for money until it exists.
   */
  listed?: false;
};

/** The matrix, in the order pages list it (what a free account has first). */
export const PLAN_MATRIX: readonly TPlanMatrixRow[] = [
  {
    feature: 'build',
    from: 'free',
    label: 'Build lessons and their quizzes',
    detail: 'Every project, step by step, with a five-question quiz after each lesson',
  },
  {
    feature: 'exercises',
    from: 'starter',
    label: 'Code exercises',
    detail: 'Write code after a lesson, run it and have it checked in your browser',
  },
  {
    feature: 'workspace',
    from: 'starter',
    label: 'My project',
    detail: 'Your own copy of each project, saved as you type, with its history and a download',
  },
  {
    feature: 'certificates',
    from: 'starter',
    label: 'Certificates',
    detail: 'A PDF certificate with a public verification link for each section you complete',
  },
  {
    feature: 'explanation',
    from: 'builder',
    label: 'Deeper Explanation',
    detail: 'The why behind every step of the build',
  },
  {
    feature: 'planning',
    from: 'creator',
    label: 'Planning',
    detail: 'Plan a project before you write code',
  },
  {
    feature: 'deployment',
    from: 'creator',
    label: 'Deployment',
    detail: 'Put what you built online',
  },
];

const rowOf = (feature: TPlanFeature) =>
  PLAN_MATRIX.find((row) => row.feature === feature) as TPlanMatrixRow;

/** The level a role learns at: an admin has everything. */
export const accessLevelOf = (role: TRole): TAccessLevel => (role === 'admin' ? 'creator' : role);

/** Whether a role has a feature: its level is at or above the feature's lowest level. */
export function hasFeature(role: TRole, feature: TPlanFeature): boolean {
  return ACCESS_LEVELS.indexOf(accessLevelOf(role)) >= ACCESS_LEVELS.indexOf(rowOf(feature).from);
}

/** The rows plan comparisons show: what learners can use today. */
export const LISTED_PLAN_MATRIX = PLAN_MATRIX.filter((row) => row.listed !== false);

/** The matrix as ticks for one level: every listed row, with whether that level has it. */
export const planMatrixFor = (level: TAccessLevel) =>
  LISTED_PLAN_MATRIX.map((row) => ({ ...row, included: hasFeature(level, row.feature) }));

/** What a level adds over the one below it ("Starter adds Certificates"). */
export const featuresAddedAt = (level: TAccessLevel) =>
  LISTED_PLAN_MATRIX.filter((row) => row.from === level);

/** "A, B and C": a list as a sentence names it. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * "Code exercises and Certificates": what a level adds over the one below, as plan comparisons
 * name it (a free account: what it opens). No two levels read the same (each adds something).
 */
export const levelAddsText = (level: TAccessLevel) =>
  listText(featuresAddedAt(level).map((row) => row.label));
