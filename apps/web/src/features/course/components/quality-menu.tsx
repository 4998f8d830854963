import {
  DATA_SAVER_MAX_HEIGHT,
  formatAboutSize,
  renditionFor,
  type TQuality,
} from '@thinkbuild/core/renditions';
import type { TRendition } from '@thinkbuild/core/schemas/learning';
import { useEffect, useId, useRef, useState } from 'react';

const labelOf = (quality: TQuality) =>
  quality === 'auto' ? 'Auto' : quality === 'audio' ? 'Audio only' : quality;

type TItem = { quality: TQuality; label: string; size: string | null };

/** Auto first, then the video versions from small to large, then sound only. */
function itemsFor(renditions: TRendition[], dataSaver: boolean): TItem[] {
  const auto = renditionFor(renditions, 'auto', dataSaver);
  const videos = renditions
    .filter((r) => r.height !== null)
    .sort((a, b) => (a.height ?? 0) - (b.height ?? 0));
  const audio = renditions.find((r) => r.name === 'audio');
  return [
    {
      quality: 'auto',
      label: dataSaver ? `Auto (up to ${DATA_SAVER_MAX_HEIGHT}p)` : 'Auto',
      size: auto ? formatAboutSize(auto.bytes) : null,
    },
    ...videos.map((r) => ({
      quality: r.name as TQuality,
      label: r.name,
      size: formatAboutSize(r.bytes),
    })),
    ...(audio
      ? [{ quality: 'audio' as const, label: 'Audio only', size: formatAboutSize(audio.bytes) }]
      : []),
  ];
}

type TProps = {
  renditions: TRendition[];
  quality: TQuality;
  dataSaver: boolean;
  onChange: (quality: TQuality) => void;
};

/** The player's quality menu: each version with what this lesson costs in it. */
export function QualityMenu({ renditions, quality, dataSaver, onChange }: TProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  const items = itemsFor(renditions, dataSaver);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-600 bg-slate-800 px-2 py-1 font-semibold text-white text-xs hover:border-slate-400"
      >
        Quality: {labelOf(quality)}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Video quality"
          className="absolute top-full right-0 z-20 mt-2 w-60 overflow-hidden rounded-xl bg-white py-1 text-slate-800 shadow-xl ring-1 ring-slate-900/10"
        >
          {items.map((item) => (
            <button
              key={item.quality}
              type="button"
              role="menuitemradio"
              aria-checked={item.quality === quality}
              onClick={() => {
                setOpen(false);
                onChange(item.quality);
              }}
              className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none aria-checked:font-semibold aria-checked:text-brand-700"
            >
              <span>
                <span aria-hidden="true" className="inline-block w-4">
                  {item.quality === quality ? '✓' : ''}
                </span>
                {item.label}
              </span>
              {item.size && (
                <span className="text-slate-500 text-xs">
                  <span className="sr-only"> · </span>
                  {item.size}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The data saver switch in the player bar (the same setting as on /account). */
export function DataSaverToggle({
  on,
  pending,
  onChange,
}: {
  on: boolean;
  pending: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={pending}
      onClick={() => onChange(!on)}
      title={`Data saver keeps Auto at ${DATA_SAVER_MAX_HEIGHT}p or lower`}
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-600 bg-slate-800 px-2 py-1 font-semibold text-white text-xs hover:border-slate-400 aria-pressed:border-emerald-400 aria-pressed:bg-emerald-900/60 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${on ? 'bg-emerald-400' : 'bg-slate-500'}`}
      />
      Data saver{on ? ': on' : ': off'}
    </button>
  );
}
