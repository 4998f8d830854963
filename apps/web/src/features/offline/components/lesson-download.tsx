import { formatAboutSize } from '@thinkbuild/core/renditions';
import type { ReactNode } from 'react';
import {
  LESSON_DOWNLOAD_CARD,
  LESSON_DOWNLOAD_HINT,
  type TDownloadLesson,
} from '../../../entities/lesson/download-slot.tsx';
import { useMe } from '../../../entities/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { startDownloads, useJobs } from '../downloads/manager.ts';
import { isPlayable, removeDownload, useDownloads } from '../downloads/use-downloads.ts';
import { DownloadProgress } from './download-progress.tsx';

/** "Download" on the lesson page: the button, its progress, or what is kept (decisions/022). */
export default function LessonDownload({ lesson }: { lesson: TDownloadLesson }) {
  const { data: me } = useMe();
  const jobs = useJobs();
  const { data: downloads } = useDownloads();
  const record = downloads?.find((d) => d.lessonId === lesson.id);
  const job = jobs.get(lesson.id);
  if (!me) return null;
  let body: ReactNode;
  if (job && job.state !== 'done') {
    body = <DownloadProgress job={job} label={`Downloading ${lesson.title}`} />;
  } else if (record && isPlayable(record)) {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-slate-700 text-sm">
          <span className="font-semibold text-emerald-700">Downloaded</span> ·{' '}
          {formatAboutSize(record.bytes)} ·{' '}
          {record.rendition === 'audio' ? 'audio only' : (record.rendition ?? 'video')}
        </p>
        <Button variant="ghost" onClick={() => void removeDownload(lesson.id)}>
          Remove download
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => startDownloads([lesson], me.email)}>
          Download
        </Button>
        <p className="text-slate-600 text-sm">
          {record?.revoked
            ? 'Your access to this lesson ended: its download was removed.'
            : LESSON_DOWNLOAD_HINT}
        </p>
      </div>
    );
  }
  return (
    <section aria-label="Download" className={LESSON_DOWNLOAD_CARD}>
      {body}
    </section>
  );
}
