import { SITE_CHECKS } from '@thinkbuild/core/site-check';
import { useId } from 'react';

/**
 * What the server checks for a site check, read-only: the checks are core's, the same for every
 * Deployment lesson, so there are no files, checks or Try to write here.
 */
export function SiteCheckList() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4 text-sm"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        What the server checks
      </h3>
      <p className="text-slate-600">
        When the learner presses Check my site, the server reads the copy they published from My
        project:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {Object.values(SITE_CHECKS).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
