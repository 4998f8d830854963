import { type RefObject, useLayoutEffect, useState } from 'react';
import { CAPTION_SCALE, type TCaptionStyle } from '../../hooks/use-caption-style.ts';

/** The bar's transparent top (its gradient's padding), which covers nothing. */
const BAR_FADE_PX = 40;

type TProps = {
  /** The caption lines playing now (useActiveCues). */
  lines: string[];
  style: Pick<TCaptionStyle, 'size' | 'back'>;
  /** Our bar, and whether it shows: the captions then sit just above it, as on YouTube. */
  barRef: RefObject<HTMLElement | null>;
  barShown: boolean;
};

/**
 * The captions, drawn by us over the picture (decisions/024): centred, wrapping within the
 * video, above the bar while it shows, and sized with the player — 2.8% of its width, never
 * under 16 px, times the learner's size. Hidden from screen readers: the transcript tab has
 * the same words, and reading each cue aloud over the lesson's own voice would be noise.
 */
export function CaptionsOverlay({ lines, style, barRef, barShown }: TProps) {
  const [lift, setLift] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the bar shows
  useLayoutEffect(() => {
    setLift(barShown ? Math.max(0, (barRef.current?.offsetHeight ?? 0) - BAR_FADE_PX) : 0);
  }, [barShown, lines.length > 0]);
  if (lines.length === 0) return null;
  const scale = CAPTION_SCALE[style.size];
  return (
    <div
      aria-hidden="true"
      data-testid="captions"
      className="pointer-events-none absolute inset-x-[4%] z-[5] flex flex-col items-center gap-1 text-center transition-[bottom] duration-200"
      style={{
        bottom: `calc(${lift}px + 4%)`,
        fontSize: `max(16px, calc(${scale} * max(16px, 2.8cqi)))`,
      }}
    >
      {lines.map((line, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: the cues playing now, in their order
          key={i}
          className="max-w-full whitespace-pre-line leading-snug"
        >
          <span
            className={`box-decoration-clone text-white ${
              style.back === 'box'
                ? 'rounded bg-black/80 px-[0.4em] py-[0.1em]'
                : '[text-shadow:0_0_3px_#000,0_0_3px_#000,0_1px_2px_#000]'
            }`}
          >
            {line}
          </span>
        </p>
      ))}
    </div>
  );
}
