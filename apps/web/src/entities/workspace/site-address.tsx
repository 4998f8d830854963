import { formatDateTime } from '@thinkbuild/core/format';
import type { TSiteStatus } from '@thinkbuild/core/schemas/sites';

/** "Online at <address> · published <when>": a project's site, opening in a new tab. */
export function SiteAddress({
  site,
  timeZone,
}: {
  site: NonNullable<TSiteStatus['site']>;
  timeZone: string;
}) {
  return (
    <p className="text-slate-700">
      Online at{' '}
      <a
        href={site.url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-semibold text-brand-700 hover:underline"
      >
        {site.url}
      </a>{' '}
      <span className="text-slate-500">
        · published {formatDateTime(site.publishedAt, timeZone)}
      </span>
    </p>
  );
}
