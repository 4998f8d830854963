import { sniffVideo, VIDEO_SNIFF_BYTES } from '@thinkbuild/core/video';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { controlClass } from '../../../ui/field.tsx';
import type { TUploadState } from '../hooks/use-video-upload.ts';

/** True when the file's first bytes are an MP4 or WebM video (the server checks again). */
export async function looksLikeVideo(file: File) {
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  return sniffVideo(head) !== null;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024
    ? `${(bytes / 1024 ** 3).toFixed(2)} GB`
    : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

type TProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
  /** Editing: the lesson already has a video, which stays unless a new file is chosen. */
  hasVideo: boolean;
  upload: TUploadState;
  onCancel: () => void;
};

/** The video file, then while it uploads a progress bar with its percentage and Cancel. */
export function VideoField({ file, onFile, error, hasVideo, upload, onCancel }: TProps) {
  const id = useId();
  const uploading = upload.phase === 'uploading';
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900 text-sm">
        Video file
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-slate-500 text-xs">
        MP4 or WebM.{' '}
        {hasVideo ? 'Leave empty to keep the current video.' : 'Required for a new lesson.'}
      </p>
      <input
        id={id}
        type="file"
        accept="video/mp4,video/webm"
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className={controlClass(
          error,
          'file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-700 file:text-sm',
        )}
      />
      {file && !error && (
        <p className="mt-1.5 text-slate-600 text-sm">
          {file.name} · {size(file.size)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
      {uploading && (
        <div className="mt-4 flex items-center gap-4">
          <div className="flex-1">
            <progress
              className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              max={100}
              value={upload.percent}
              aria-label="Video upload"
            />
            <p className="mt-1 text-slate-700 text-sm" aria-live="polite">
              Uploading… {upload.percent}%
            </p>
          </div>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
