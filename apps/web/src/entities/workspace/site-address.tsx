import { formatDateTime } from '@thinkbuild/core/format';
import type { TSiteStatus } from '@thinkbuild/core/schemas/sites';
import { useTimeZone } from '../session/session.ts';

/** "Online at <address> · published <when>": a project's site, opening in a new tab. */
export function SiteAddress({ site }: { site: NonNullable<TSiteStatus['site']> }) {
  const zone = useTimeZone();
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
      <span className="text-slate-500">· published {formatDateTime(site.publishedAt, zone)}</span>
    </p>
  );
}
