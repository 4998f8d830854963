import { formatDateTime } from '@thinkbuild/core/format';
import type { TAdminSites } from '@thinkbuild/core/schemas/sites';
import { SITE_REPORT_REASONS, type TSiteReportReason } from '@thinkbuild/core/sites';
import { type FormEvent, useState } from 'react';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { errorsOfSave } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Empty } from '../../components/admin-table.tsx';
import { usePublishedSites, useTakeDown } from '../api/published-sites.ts';

type TSite = TAdminSites['sites'][number];

const reasonLabel = (reason: string) => SITE_REPORT_REASONS[reason as TSiteReportReason] ?? reason;

function Site({ site }: { site: TSite }) {
  const zone = useTimeZone();
  const takeDown = useTakeDown();
  const [error, setError] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setError('');
    try {
      await takeDown.mutateAsync({ site: site.site, reason });
      showToast(`${site.site} is offline; its learner is told why.`, 'success');
    } catch (e) {
      const failed = errorsOfSave(e);
      setError(failed.fields.reason ?? failed.message);
    }
  }
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">
        <a
          href={site.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {site.site}
        </a>{' '}
        <span className="font-normal text-slate-600">· {site.projectTitle}</span>
      </p>
      <p className="text-slate-500 text-xs">
        Published {formatDateTime(site.publishedAt, zone)}
        {site.openReports > 0 &&
          ` · ${site.openReports} open ${site.openReports === 1 ? 'report' : 'reports'}`}
      </p>
      {site.reports.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {site.reports.map((r) => (
            <li key={`${r.createdAt}-${r.reason}`} className="text-red-800">
              Reported: {reasonLabel(r.reason)}
              {r.details && <span className="text-slate-700"> — {r.details}</span>}
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        aria-label={`Take down ${site.site}`}
      >
        <label className="min-w-48 flex-1 text-sm">
          <span className="block font-semibold text-slate-900">Reason (mailed to the learner)</span>
          <input
            name="reason"
            aria-invalid={error ? true : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5"
          />
        </label>
        <Button type="submit" variant="danger" busy={takeDown.isPending}>
          Take down
        </Button>
        {error && (
          <p role="alert" className="w-full text-red-700 text-sm">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

/** /admin: learners' published projects, reported ones first; each can be taken down. */
export function PublishedSites() {
  const { data, error, refetch } = usePublishedSites();
  if (error) return <LoadError what="The published projects" retry={() => refetch()} />;
  if (!data) return <p className="text-slate-500 text-sm">Loading the published projects…</p>;
  if (data.sites.length === 0) return <Empty>No learner has a project online.</Empty>;
  return (
    <ul className="space-y-3">
      {data.sites.map((site) => (
        <Site key={site.site} site={site} />
      ))}
    </ul>
  );
}
