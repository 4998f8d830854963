import { MESSAGES } from '@thinkbuild/core/messages';
import { Spinner } from '../../../ui/form-alert.tsx';
import { PlayIcon } from '../../../ui/icons.tsx';

/** The poster: a gradient and the title until the first frame is in (a spinner while it loads). */
export function VideoPoster({ title, loading }: { title: string; loading: boolean }) {
  return (
    <div
      aria-hidden="true"
      // Centred above the control bar; the title only where there is room (it is the heading too).
      className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 pt-4 pb-16 text-center @md:pb-20"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg">
        {loading ? <Spinner className="h-6 w-6" /> : <PlayIcon className="ml-1 h-7 w-7" />}
      </span>
      <span className="hidden max-w-md text-balance font-semibold text-lg text-white/90 drop-shadow @md:block">
        {title}
      </span>
    </div>
  );
}

/** The video could not be loaded or played: why, and a Retry. */
export function VideoProblem({
  problem,
  retrying,
  onRetry,
}: {
  problem: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/85 p-6 text-center text-white"
    >
      <p className="font-bold text-lg">{MESSAGES.videoLoadFailed}</p>
      <p className="max-w-md text-slate-300 text-sm">{problem}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-brand-700 text-sm shadow-sm hover:bg-brand-50 disabled:opacity-60"
      >
        {retrying && <Spinner />}
        Retry
      </button>
    </div>
  );
}

/** What a shortcut key just did ("Pause", "+5 s"), for a moment in the corner. */
export function VideoFlash({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-3 right-3 rounded-full bg-black/70 px-3 py-1 font-semibold text-sm text-white"
    >
      {text}
    </span>
  );
}
