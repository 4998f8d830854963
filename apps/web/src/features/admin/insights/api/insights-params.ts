/** What an Insights view is asked for: a project or a lesson, and a range of days. */
export type TInsightsParams = {
  project?: string | undefined;
  lesson?: string | undefined;
  /** '7' | '30' | '90', or 'custom' with from and to. */
  days: string;
  from?: string | undefined;
  to?: string | undefined;
};

/** The query string the server reads (core's ZInsightsRangeQuery and the id). */
export function insightsSearch(p: TInsightsParams, id: 'project' | 'lesson') {
  const q = new URLSearchParams();
  const value = p[id];
  if (value) q.set(id, value);
  if (p.days === 'custom' && p.from && p.to) {
    q.set('from', p.from);
    q.set('to', p.to);
  } else if (p.days !== 'custom') q.set('days', p.days);
  return q.toString();
}

/** A plain link, not fetch: the browser saves the server's attachment as a file. */
export const insightsCsvUrl = (view: string, search: string) =>
  `/api/admin/insights/${view}.csv${search ? `?${search}` : ''}`;
