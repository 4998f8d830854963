export const TIERS = ['starter', 'builder', 'creator'] as const;
export type TTier = (typeof TIERS)[number];
export const ROLES = ['free', ...TIERS, 'admin'] as const;
export type TRole = (typeof ROLES)[number];

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
