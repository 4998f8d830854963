import type { TRole } from '@thinkbuild/core/roles';
import { SECTION_LABELS, SECTIONS, sectionAccess } from '@thinkbuild/core/sections';

export const ROLE_LABELS: Record<TRole, string> = {
  free: 'Free',
  starter: 'Starter',
  builder: 'Builder',
  creator: 'Creator',
  admin: 'Admin',
};

/** The course sections a role opens, by the same rule the server enforces. */
export const sectionsOpenTo = (role: TRole) =>
  SECTIONS.filter((s) => sectionAccess(s, { signedIn: true, role }).allowed).map(
    (s) => SECTION_LABELS[s],
  );
