import { MESSAGES } from './messages.ts';
import type { TRole } from './roles.ts';

/** Course sections in the order the player walks them (SPEC.md §4). */
export const SECTIONS = ['planning', 'build', 'explanation', 'deployment'] as const;
export type TSection = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<TSection, string> = {
  planning: 'Planning',
  build: 'Build',
  explanation: 'Deeper Explanation',
  deployment: 'Deployment',
};

type TViewer = { signedIn: boolean; role: TRole };

/** Which roles may open each section (SPEC.md §6, with the Explanation check fixed). */
const SECTION_ROLES: Record<TSection, readonly TRole[]> = {
  planning: ['creator', 'admin'],
  build: ['free', 'starter', 'builder', 'creator', 'admin'],
  explanation: ['builder', 'creator', 'admin'],
  deployment: ['creator', 'admin'],
};

const SECTION_DENIED: Record<TSection, string> = {
  planning: MESSAGES.planningCreatorsOnly,
  build: MESSAGES.signInRequired,
  explanation: MESSAGES.explanationBuilderOrCreator,
  deployment: MESSAGES.deploymentCreatorOnly,
};

export type TSectionAccess = { allowed: true } | { allowed: false; message: string };

/** The one access rule for lesson content; the server enforces it, the web app explains it. */
export function sectionAccess(section: TSection, viewer: TViewer): TSectionAccess {
  if (!viewer.signedIn) return { allowed: false, message: MESSAGES.signInRequired };
  if (SECTION_ROLES[section].includes(viewer.role)) return { allowed: true };
  return { allowed: false, message: SECTION_DENIED[section] };
}
