export const TIERS = ['starter', 'builder', 'creator'] as const;
export type TTier = (typeof TIERS)[number];
export const ROLES = ['free', ...TIERS, 'admin'] as const;
export type TRole = (typeof ROLES)[number];

/** How every screen, message and mail names a role or tier: "Builder". */
export const ROLE_LABELS: Record<TRole, string> = {
  free: 'Free',
  starter: 'Starter',
  builder: 'Builder',
  creator: 'Creator',
  admin: 'Admin',
};

/** The one-line pitch of each tier on /pricing and the plan picker. */
export const TIER_PITCH: Record<TTier, string> = {
  starter: 'Build every project and earn certificates as you go.',
  builder: 'Build the projects and understand the why behind every step.',
  creator: 'The full journey: plan, build, understand and deploy.',
};

type TRoleInput = {
  isAdmin: boolean;
  activeTier: TTier | null;
  lifetimeAccess: boolean;
};

/**
 * A role is derived, never stored: admin, else the highest of what the learner holds. Lifetime
 * access is creator level, so it beats any tier, and subscribing to a tier never lowers it.
 */
export function deriveRole({ isAdmin, activeTier, lifetimeAccess }: TRoleInput): TRole {
  if (isAdmin) return 'admin';
  const held: TTier[] = [
    ...(activeTier ? [activeTier] : []),
    ...(lifetimeAccess ? ['creator' as const] : []),
  ];
  return held.sort((a, b) => TIERS.indexOf(b) - TIERS.indexOf(a))[0] ?? 'free';
}
