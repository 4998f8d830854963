import { readingTimeLabel } from '@thinkbuild/core/blog';
import { DEFAULT_TIME_ZONE, formatShortDate, isoDay } from '@thinkbuild/core/format';

/**
 * "28 Nov 2026 · 5 min read". Public pages have no reader's zone (they are rendered once for
 * everyone), so the day is the site's: the server's HTML and the browser's agree.
 */
export function PostMeta({
  publishedAt,
  readingMinutes,
  className = '',
}: {
  publishedAt: string;
  readingMinutes: number;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-slate-600 text-sm ${className}`}>
      <time dateTime={isoDay(publishedAt, DEFAULT_TIME_ZONE)}>
        {formatShortDate(publishedAt, DEFAULT_TIME_ZONE)}
      </time>
      <span aria-hidden="true">·</span>
      <span>{readingTimeLabel(readingMinutes)}</span>
    </p>
  );
}
