import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { formatDate } from '@thinkbuild/core/format';
import type { TProfileProject } from '@thinkbuild/core/schemas/profile';
import { buttonClass } from '../../../ui/button.tsx';

/**
 * A published project on a profile: a live thumbnail of its address and a link to open it.
 *
 * The thumbnail is the real page, framed from the sites origin (which lets only the app frame
 * it). Sandboxed without `allow-scripts`: none of the learner's scripts run, no form is sent, no
 * window opens. `allow-same-origin` only lets it stay what it is, a page of the sites origin:
 * with an opaque origin its own stylesheets would be refused by that origin's
 * Cross-Origin-Resource-Policy (same-origin), and the thumbnail would show bare HTML. `inert`
 * keeps it out of the tab order, clicks and the accessibility tree (the "Open" link is the way
 * in). It is laid out four times as wide as the card and scaled to a quarter, so it shows the
 * page as a desktop browser would, with no script to measure anything.
 */
export function ProjectCard({ project, timeZone }: { project: TProfileProject; timeZone: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        inert
        className="relative aspect-[16/10] overflow-hidden border-slate-200 border-b bg-slate-100"
      >
        <iframe
          src={project.url}
          title={`${project.title}, as published`}
          sandbox="allow-same-origin"
          loading="lazy"
          tabIndex={-1}
          referrerPolicy="no-referrer"
          className="pointer-events-none absolute top-0 left-0 h-[400%] w-[400%] origin-top-left scale-25 border-0 bg-white"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
          {CATEGORY_LABELS[project.category]}
        </p>
        <h3 className="mt-1 break-words font-bold text-lg text-slate-950">{project.title}</h3>
        <p className="mt-1 flex-1 text-slate-600 text-sm">
          Published {formatDate(project.publishedAt, timeZone)}
        </p>
        <a
          href={project.url}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'md', 'mt-4 self-start')}
        >
          Open
          <span className="sr-only"> {project.title} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}
