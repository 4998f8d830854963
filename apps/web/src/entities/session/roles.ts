import { accessLevelOf, planMatrixFor } from '@thinkbuild/core/plan-matrix';
import type { TRole } from '@thinkbuild/core/roles';
import { SECTION_LABELS, SECTIONS, sectionAccess } from '@thinkbuild/core/sections';

/** The course sections a role opens, by the same rule the server enforces. */
export const sectionsOpenTo = (role: TRole) =>
  SECTIONS.filter((s) => sectionAccess(s, { signedIn: true, role }).allowed).map(
    (s) => SECTION_LABELS[s],
  );

/** Everything a role has from the plan matrix ("Build lessons and their quizzes", "Certificates", …). */
export const featuresOpenTo = (role: TRole) =>
  planMatrixFor(accessLevelOf(role))
    .filter((row) => row.included)
    .map((row) => row.label);
