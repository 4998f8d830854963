export const TIERS = ['starter', 'builder', 'creator'] as const;
export type TTier = (typeof TIERS)[number];
export const ROLES = ['free', ...TIERS, 'admin'] as const;
export type TRole = (typeof ROLES)[number];

type TRoleInput = {
  isAdmin: boolean;
  activeTier: TTier | null;
  lifetimeAccess: boolean;
};

/** A role is derived, never stored: admin, else the paid tier, else lifetime creator, else free. */
export function deriveRole({ isAdmin, activeTier, lifetimeAccess }: TRoleInput): TRole {
  if (isAdmin) return 'admin';
  if (activeTier) return activeTier;
  if (lifetimeAccess) return 'creator';
  return 'free';
}
