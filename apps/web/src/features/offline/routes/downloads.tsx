import { useQuery } from '@tanstack/react-query';
import { formatAboutSize } from '@thinkbuild/core/renditions';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { DownloadProgress } from '../components/download-progress.tsx';
import { DownloadsSettings } from '../components/downloads-settings.tsx';
import { SyncCard } from '../components/sync-card.tsx';
import type { TStoredLesson } from '../downloads/db.ts';
import { useJobs, useStoreVersion } from '../downloads/manager.ts';
import { isPlayable, removeDownload, useDownloads } from '../downloads/use-downloads.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });

function stateOf(record: TStoredLesson) {
  if (record.revoked) return 'Access ended: removed from this device';
  if (!isPlayable(record)) return 'Expired: go online to renew';
  return `Plays offline until ${dateOf(record.expiresAt)}`;
}

function SpaceUsed() {
  const version = useStoreVersion();
  const { data } = useQuery({
    queryKey: ['offline', 'estimate', version],
    queryFn: async () => (await navigator.storage?.estimate?.()) ?? null,
    networkMode: 'always',
  });
  if (!data?.quota) return null;
  const used = data.usage ?? 0;
  return (
    <p className="text-slate-600 text-sm">
      This site uses {formatAboutSize(used)} of this device; {formatAboutSize(data.quota - used)}{' '}
      free for it.
    </p>
  );
}

/** /downloads: what is kept on this device, how much space it takes, and removing it. */
export default function DownloadsPage() {
  const { data: downloads, isPending, isError, refetch } = useDownloads();
  const jobs = [...useJobs().values()].filter((job) => job.state !== 'done');
  const total = (downloads ?? []).reduce((sum, d) => sum + d.bytes, 0);
  return (
    <>
      <PageBand
        eyebrow="Account"
        title="Downloads"
        lead="Lessons kept on this device play, and their quizzes can be taken, without a connection. Signing out removes them."
      />
      <Container className="grid gap-6 py-10 sm:py-14 lg:grid-cols-3">
        <section aria-labelledby="downloads-heading" className="space-y-4 lg:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="downloads-heading" className="font-bold text-slate-950 text-xl">
              On this device{downloads ? ` (${formatAboutSize(total)})` : ''}
            </h2>
            <SpaceUsed />
          </div>
          {jobs.map((job) => (
            <div
              key={job.lesson.id}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <p className="mb-2 font-semibold text-slate-900">{job.lesson.title}</p>
              <DownloadProgress job={job} label={`Downloading ${job.lesson.title}`} />
            </div>
          ))}
          {isError && <LoadError what="Your downloads" retry={() => refetch()} />}
          {!isPending && downloads?.length === 0 && jobs.length === 0 && (
            <p className="rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
              Nothing is downloaded yet. Open a lesson and choose Download, or download a whole
              section from the course menu.
            </p>
          )}
          <ul aria-label="Downloaded lessons" className="space-y-3">
            {downloads?.map((d) => (
              <li
                key={d.lessonId}
                className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="mr-auto min-w-0">
                  <Link to={d.href} className="font-semibold text-brand-700 hover:underline">
                    {d.title}
                  </Link>
                  <p className="text-slate-600 text-sm">
                    {formatAboutSize(d.bytes)} ·{' '}
                    {d.rendition === 'audio' ? 'audio only' : (d.rendition ?? 'video')} ·{' '}
                    {stateOf(d)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${d.title}`}
                  onClick={() => void removeDownload(d.lessonId)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <SyncCard />
          <DownloadsSettings />
        </div>
      </Container>
    </>
  );
}
