import type { TQuality } from '@thinkbuild/core/renditions';
import type { TRendition } from '@thinkbuild/core/schemas/learning';
import { type ReactNode, useId } from 'react';
import { DataSaverToggle, QualityMenu } from './quality-menu.tsx';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

type TProps = {
  hintId: string;
  speed: number;
  onSpeed: (speed: number) => void;
  /** The lesson's low-data versions (empty: only the MP4, no quality menu). */
  renditions: TRendition[];
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  dataSaver: { on: boolean; capsAuto: boolean; pending: boolean; set: (on: boolean) => void };
  /** More buttons before data saver (the CC button when the lesson has captions). */
  extraControls?: ReactNode;
};

/** Under the video: the keyboard hint, data saver, quality and speed. */
export function PlayerBar({
  hintId,
  speed,
  onSpeed,
  renditions,
  quality,
  onQuality,
  dataSaver,
  extraControls,
}: TProps) {
  const speedId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-b-2xl bg-slate-900 px-4 py-2.5 text-slate-300 text-xs">
      <p id={hintId} className="hidden lg:block">
        <span className="sr-only">Keyboard shortcuts when the player has focus: </span>
        <Kbd>Space</Kbd> play/pause · <Kbd>←</Kbd>
        <Kbd>→</Kbd> 5 s · <Kbd>↑</Kbd>
        <Kbd>↓</Kbd> volume
      </p>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {extraControls}
        <DataSaverToggle on={dataSaver.on} pending={dataSaver.pending} onChange={dataSaver.set} />
        {renditions.length > 0 && (
          <QualityMenu
            renditions={renditions}
            quality={quality}
            dataSaver={dataSaver.capsAuto}
            onChange={onQuality}
          />
        )}
        <span className="inline-flex items-center gap-2">
          <label htmlFor={speedId} className="font-semibold text-slate-200">
            Speed
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(event) => onSpeed(Number(event.target.value))}
            className="rounded-lg border border-slate-600 bg-slate-800 px-2 py-1 font-semibold text-white text-xs hover:border-slate-400"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? '1× (normal)' : `${s}×`}
              </option>
            ))}
          </select>
        </span>
      </div>
    </div>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="mx-0.5 rounded border border-slate-600 bg-slate-800 px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-100">
      {children}
    </kbd>
  );
}
