import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { showToast } from '../../../../lib/toast.ts';
import { Button } from '../../../../ui/button.tsx';
import { Stat } from '../../components/admin-stat.tsx';
import { Empty, RowHead, Table, TD, utcTime, WIDE } from '../../components/admin-table.tsx';
import { useRetryJob } from '../api/retry-job.ts';

type TJobs = TAdminBilling['jobs'];

function FailedJobsTable({ jobs }: { jobs: TJobs['recentFailures'] }) {
  const retry = useRetryJob();
  const press = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => showToast('The job is queued again.', 'success'),
      onError: (error) => showToast(`Could not retry the job: ${error.message}`, 'error'),
    });
  if (jobs.length === 0) return <Empty>No job has failed.</Empty>;
  return (
    <Table
      label="Failed jobs"
      head={[
        { label: 'Job' },
        { label: 'Attempts' },
        { label: 'When', wide: true },
        { label: 'Last error', wide: true },
        { label: 'Retry' },
      ]}
    >
      {jobs.map((j) => (
        <tr key={j.id}>
          <RowHead
            folded={
              <>
                {utcTime(j.at)} UTC. <span className="break-all">{j.lastError ?? ''}</span>
              </>
            }
          >
            <span className="break-all font-mono text-xs">{j.type}</span>
          </RowHead>
          <td className={`${TD} tabular-nums`}>{j.attempts}</td>
          <td className={`${TD} ${WIDE}`}>{utcTime(j.at)} UTC</td>
          <td className={`${TD} ${WIDE} break-all`}>{j.lastError ?? '—'}</td>
          <td className={TD}>
            <Button
              variant="secondary"
              onClick={() => press(j.id)}
              disabled={retry.isPending}
              aria-label={`Retry ${j.type}`}
            >
              Retry
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The background job queue: how many jobs wait, run, failed and were retried; failed ones to retry. */
export function JobQueue({ jobs }: { jobs: TJobs }) {
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        <Stat label="Pending" value={count(jobs.pending)} note="Waiting, or waiting to retry." />
        <Stat label="Running" value={count(jobs.running)} note="Being worked on now." />
        <Stat label="Failed" value={count(jobs.failed)} note="Gave up after the last attempt." />
        <Stat label="Retried" value={count(jobs.retried)} note="Tried more than once." />
      </dl>
      <FailedJobsTable jobs={jobs.recentFailures} />
    </div>
  );
}
