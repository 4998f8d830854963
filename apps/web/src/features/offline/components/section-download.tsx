import { useQuery } from '@tanstack/react-query';
import { sectionDownloadLabel } from '@thinkbuild/core/offline';
import type { TDownloadLesson } from '../../../entities/lesson/download-slot.tsx';
import { useMe } from '../../../entities/session/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { Button } from '../../../ui/button.tsx';
import { cancelDownload, requestGrants, startDownloads, useJobs } from '../downloads/manager.ts';
import { downloadQuality } from '../downloads/quality.ts';
import { isPlayable, useDownloads } from '../downloads/use-downloads.ts';

/**
 * "Download section (n lessons, 42 MB)" in the course menu: the lessons the server grants,
 * at their real sizes in the chosen quality; then one bar for the section's downloads.
 */
export default function SectionDownload({ lessons }: { lessons: TDownloadLesson[] }) {
  const { data: me } = useMe();
  const jobs = useJobs();
  const { data: downloads } = useDownloads();
  const ids = lessons.map((l) => l.id);
  const quality = downloadQuality();
  const online = useOnline();
  const sizes = useQuery({
    // Sizes come from the server: offline there is nothing to offer.
    enabled: online,
    queryKey: ['offline', 'section-size', quality, ids],
    queryFn: () => requestGrants(ids, quality),
    staleTime: 5 * 60_000,
  });
  if (!me || !sizes.data || sizes.data.granted.length === 0) return null;
  const kept = new Set(downloads?.filter(isPlayable).map((d) => d.lessonId));
  const granted = sizes.data.granted.filter((g) => !kept.has(g.lessonId));
  const active = ids.flatMap((id) => {
    const job = jobs.get(id);
    return job && job.state !== 'done' ? [job] : [];
  });
  if (active.length > 0) {
    const done = active.reduce((sum, job) => sum + job.done, 0);
    const total = active.reduce((sum, job) => sum + job.total, 0) || 1;
    const finished = ids.length - active.length;
    return (
      <div className="mx-2 mb-2 space-y-1.5 rounded-xl bg-slate-50 px-3 py-2">
        <div
          role="progressbar"
          aria-label="Downloading this section"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((done / total) * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${(done / total) * 100}%` }} />
        </div>
        <div className="flex items-center gap-2 text-slate-600 text-xs">
          <span className="mr-auto">
            {active.some((j) => j.state === 'waiting-wifi')
              ? 'Waiting for Wi-Fi'
              : `Downloading: ${finished} of ${ids.length} lessons kept`}
          </span>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              for (const job of active) void cancelDownload(job.lesson.id);
            }}
          >
            Cancel
          </button>
        </div>
      </div>
    );
  }
  if (granted.length === 0) {
    // Lessons still locked (Learn in order) or outside the plan are not "the section".
    const refused = sizes.data.refused.length;
    return (
      <p className="mx-2 mb-2 text-emerald-700 text-xs font-semibold">
        {refused === 0
          ? 'Section downloaded'
          : `${ids.length - refused} of ${ids.length} lessons downloaded: the others are not open to you yet`}
      </p>
    );
  }
  const bytes = granted.reduce((sum, g) => sum + g.bytes, 0);
  const toGet = lessons.filter((l) => granted.some((g) => g.lessonId === l.id));
  return (
    <div className="mx-2 mb-2">
      <Button
        variant="secondary"
        // In the narrow menu the label ("Download section (11 lessons, 1.3 MB)") may take two
        // lines: a pill would pinch them.
        className="w-full !rounded-xl !text-xs leading-snug"
        onClick={() => startDownloads(toGet, me.email)}
      >
        {sectionDownloadLabel(granted.length, bytes)}
      </Button>
    </div>
  );
}
