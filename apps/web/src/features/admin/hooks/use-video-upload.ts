import { VIDEO_UPLOAD_PATH } from '@thinkbuild/core/schemas/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';

export type TUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** The server's words for a refused upload (415 wrong type, 413 too large, 404 lesson gone). */
function messageOf(error: Error): string {
  const res = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
    .originalResponse;
  const status = res?.getStatus() ?? 0;
  if (status === 413) return 'The video is larger than the upload limit (MAX_VIDEO_MB).';
  if (status >= 400 && status < 500 && res?.getBody()) return res.getBody().trim();
  return 'The upload stopped and could not resume. Check your connection and try again.';
}

/**
 * Uploads a lesson video over tus: resumes by itself after a dropped connection (and, in the
 * same browser, after a reload), reports a percentage, and can be cancelled.
 */
export function useVideoUpload() {
  const [state, setState] = useState<TUploadState>({ phase: 'idle' });
  const current = useRef<{ upload: Upload; settle: (ok: boolean) => void } | null>(null);

  useEffect(() => () => void current.current?.upload.abort(), []);

  const start = useCallback(
    (file: File, lessonId: string) =>
      new Promise<boolean>((resolve) => {
        const upload = new Upload(file, {
          endpoint: VIDEO_UPLOAD_PATH,
          metadata: { lessonId, filename: file.name, filetype: file.type },
          chunkSize: 64 * 1024 * 1024,
          retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
          removeFingerprintOnSuccess: true,
          onProgress: (sent, total) =>
            setState({ phase: 'uploading', percent: total ? Math.floor((sent / total) * 100) : 0 }),
          onSuccess: () => {
            current.current = null;
            setState({ phase: 'done' });
            resolve(true);
          },
          onError: (error) => {
            current.current = null;
            setState({ phase: 'failed', message: messageOf(error) });
            resolve(false);
          },
        });
        current.current = { upload, settle: resolve };
        setState({ phase: 'uploading', percent: 0 });
        // Resume an earlier, unfinished upload of this same file for this same lesson.
        upload
          .findPreviousUploads()
          .then((previous) => {
            const mine = previous.find((p) => p.metadata.lessonId === lessonId);
            if (mine) upload.resumeFromPreviousUpload(mine);
            upload.start();
          })
          .catch(() => upload.start());
      }),
    [],
  );

  /** Stops the upload and deletes what the server received of it. */
  const cancel = useCallback(() => {
    const active = current.current;
    if (!active) return;
    current.current = null;
    void active.upload.abort(true).catch(() => {});
    setState({ phase: 'cancelled' });
    active.settle(false);
  }, []);

  return { state, start, cancel };
}
