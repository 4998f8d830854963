import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { formatDuration } from '../format.ts';

type TProps = {
  label: string;
  /** 0 … max. */
  value: number;
  max: number;
  /** Shown behind the value (the downloaded part of the video), 0 … max. */
  buffered?: number;
  /** aria-valuetext: "1:05 of 7:00", "Volume 80%". */
  valueText: string;
  /** A new value from a drag, a click or a key. */
  onChange: (value: number) => void;
  /** Arrow keys move by this much; Page Up/Down by ten times it. */
  step: number;
  /** Show a time tooltip over the pointer (the seek bar). */
  timeTooltip?: boolean;
  className?: string;
};

/**
 * A slider drawn by us (a seek bar or a volume): role="slider" with its value in words, arrow
 * keys, Home/End, and pointer drags; the seek bar also shows the downloaded range and the time
 * under the pointer.
 */
export function Slider({
  label,
  value,
  max,
  buffered,
  valueText,
  onChange,
  step,
  timeTooltip,
  className = '',
}: TProps) {
  const track = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const fraction = (v: number) => (max > 0 ? Math.min(1, Math.max(0, v / max)) : 0);
  const at = (event: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * max;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: value - step,
      ArrowDown: value - step,
      ArrowRight: value + step,
      ArrowUp: value + step,
      PageDown: value - step * 10,
      PageUp: value + step * 10,
      Home: 0,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // The slider's own arrows: not the player's shortcuts as well.
    event.stopPropagation();
    onChange(Math.min(max, Math.max(0, next)));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(max)}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
        onChange(at(event));
      }}
      onPointerMove={(event) => {
        const position = at(event);
        setHover(position);
        if (dragging) onChange(position);
      }}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
      onPointerLeave={() => setHover(null)}
      className={`group/slider relative flex h-6 cursor-pointer touch-none items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-accent-400 ${className}`}
    >
      <div
        ref={track}
        className="relative h-1 w-full rounded-full bg-white/30 transition-[height] group-hover/slider:h-1.5"
      >
        {buffered !== undefined && (
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-white/45"
            style={{ width: `${fraction(buffered) * 100}%` }}
          />
        )}
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-accent-400"
          style={{ width: `${fraction(value) * 100}%` }}
        />
        <div
          className="absolute top-1/2 h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-400 shadow ring-2 ring-black/20"
          style={{ left: `${fraction(value) * 100}%` }}
        />
      </div>
      {timeTooltip && (hover !== null || dragging) && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-full mb-2 -translate-x-1/2 rounded bg-black/85 px-1.5 py-0.5 font-semibold text-white text-xs tabular-nums"
          // Kept inside the bar near either end.
          style={{
            left: `clamp(1.5rem, ${fraction(dragging || hover === null ? value : hover) * 100}%, calc(100% - 1.5rem))`,
          }}
        >
          {formatDuration(dragging || hover === null ? value : hover)}
        </span>
      )}
    </div>
  );
}
