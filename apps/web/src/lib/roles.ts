import type { TRole } from '@thinkbuild/core/roles';
import { SECTION_LABELS, SECTIONS, sectionAccess } from '@thinkbuild/core/sections';

/** The course sections a role opens, by the same rule the server enforces. */
export const sectionsOpenTo = (role: TRole) =>
  SECTIONS.filter((s) => sectionAccess(s, { signedIn: true, role }).allowed).map(
    (s) => SECTION_LABELS[s],
  );
