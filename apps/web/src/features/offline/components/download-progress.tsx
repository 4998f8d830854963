import { Button } from '../../../ui/button.tsx';
import { cancelDownload, pauseDownload, resumeDownload, type TJob } from '../downloads/manager.ts';

const percent = (job: Pick<TJob, 'done' | 'total'>) =>
  job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;

const STATE_TEXT: Record<TJob['state'], (job: TJob) => string> = {
  queued: () => 'Waiting to download',
  'waiting-wifi': () => 'Waiting for Wi-Fi (Wi-Fi only is on)',
  downloading: (job) => `Downloading… ${percent(job)}%`,
  paused: (job) => `Paused at ${percent(job)}%`,
  failed: (job) => job.message ?? 'The download failed',
  done: () => 'Downloaded',
};

/** A bar with what it is doing and the buttons it allows: Pause/Resume and Cancel. */
export function DownloadProgress({ job, label }: { job: TJob; label: string }) {
  const id = job.lesson.id;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(job)}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent(job)}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p
          role={job.state === 'failed' ? 'alert' : 'status'}
          className={`mr-auto text-sm ${job.state === 'failed' ? 'text-red-800' : 'text-slate-600'}`}
        >
          {STATE_TEXT[job.state](job)}
        </p>
        {job.state === 'downloading' && (
          <Button variant="secondary" onClick={() => pauseDownload(id)}>
            Pause
          </Button>
        )}
        {(job.state === 'paused' || job.state === 'failed') && (
          <Button variant="secondary" onClick={() => resumeDownload(id)}>
            {job.state === 'failed' ? 'Try again' : 'Resume'}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void cancelDownload(id)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
