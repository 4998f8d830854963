import { MESSAGES } from './messages.ts';
import { hasFeature, type TPlanFeature } from './plan-matrix.ts';
import type { TRole } from './roles.ts';

/** Course sections in the order the player walks them (SPEC.md §4). */
export const SECTIONS = [
  'planning',
  'build',
  'explanation',
  'deployment',
] as const satisfies readonly TPlanFeature[];
export type TSection = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<TSection, string> = {
  planning: 'Planning',
  build: 'Build',
  explanation: 'Deeper Explanation',
  deployment: 'Deployment',
};

type TViewer = { signedIn: boolean; role: TRole };

const SECTION_DENIED: Record<TSection, string> = {
  planning: MESSAGES.planningCreatorsOnly,
  build: MESSAGES.signInRequired,
  explanation: MESSAGES.explanationBuilderOrCreator,
  deployment: MESSAGES.deploymentCreatorOnly,
};

export type TSectionAccess = { allowed: true } | { allowed: false; message: string };

/**
 * The one access rule for lesson content (SPEC.md §6, with the Explanation check fixed); the
 * server enforces it, the web app explains it.
 */
export function sectionAccess(section: TSection, viewer: TViewer): TSectionAccess {
  if (!viewer.signedIn) return { allowed: false, message: MESSAGES.signInRequired };
  // Who opens what is the plan matrix's call (plan-matrix.ts), the one place it is said.
  if (hasFeature(viewer.role, section)) return { allowed: true };
  return { allowed: false, message: SECTION_DENIED[section] };
}
