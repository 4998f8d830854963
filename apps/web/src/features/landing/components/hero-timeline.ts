import type { CSSProperties } from 'react';

/**
 * The hero animation is pure CSS: `animate-hero-clock` moves the registered custom property
 * --hero-t from 0 to 1, and every piece computes its state from it. No JavaScript runs, so the
 * prerendered HTML animates before hydration and the first paint never waits for it.
 */
const T = 'var(--hero-t)';

/** Four decimals keep the inline styles short and identical on server and client. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** 0 before `start`, 1 after `start + duration`, linear in between. */
const progress = (start: number, duration: number) =>
  `clamp(0, (${T} - ${round(start)}) / ${round(duration)}, 1)`;

/** Width of a line of `chars` characters that types itself one character at a time. */
export const typed = (chars: number, start: number, duration: number): CSSProperties => ({
  width: `round(down, ${chars}ch * ${progress(start, duration)}, 1ch)`,
});

/** A caret shown only while its line is being typed. */
export const caret = (start: number, duration: number): CSSProperties => ({
  opacity: `clamp(0, min(${T} - ${round(start)}, ${round(start + duration + 0.01)} - ${T}) * 1000, 1)`,
});

/*
 * Text is never half transparent: a faded word fails the contrast check (WCAG 1.4.3) in the
 * frames where it is caught mid-fade, so every opacity below is rounded to 0 or 1 and only the
 * motion is gradual.
 */
const onOff = (amount: string) => `round(up, ${amount}, 1)`;

/** Slides a preview element in at `at`; it is shown whole from its first frame. */
export const appear = (at: number): CSSProperties => {
  const p = progress(at, 0.03);
  return { opacity: onOff(p), transform: `translateY(calc((1 - ${p}) * 8px))` };
};

/** Visible from `from` until `to` (hard cut), for status labels. */
export const between = (from: number, to: number): CSSProperties => ({
  opacity: onOff(`clamp(0, min(${T} - ${round(from)}, ${round(to)} - ${T}) * 1000, 1)`),
});

/** Everything leaves just before the loop restarts, sliding up, so the reset is never a jump. */
export const loopFade: CSSProperties = {
  opacity: onOff(`clamp(0, (0.975 - ${T}) * 30, 1)`),
  transform: `translateY(calc((1 - clamp(0, (0.975 - ${T}) * 30, 1)) * -8px))`,
};

/** A progress bar that fills with the timeline (the "video" scrubber). */
export const scrub: CSSProperties = { transform: `scaleX(${T})` };

type TToken = readonly [text: string, className: string];
export type TCodeLine = { indent: number; tokens: readonly TToken[] };

const KW = 'text-fuchsia-300';
const FN = 'text-sky-300';
const TAG = 'text-rose-300';
const COMP = 'text-emerald-300';
const TXT = 'text-slate-100';
const PUN = 'text-slate-400';

export const CODE: readonly TCodeLine[] = [
  {
    indent: 0,
    tokens: [
      ['export const ', KW],
      ['App', FN],
      [' = () => (', PUN],
    ],
  },
  {
    indent: 2,
    tokens: [
      ['<', PUN],
      ['main', TAG],
      ['>', PUN],
    ],
  },
  {
    indent: 4,
    tokens: [
      ['<', PUN],
      ['Nav', COMP],
      [' />', PUN],
    ],
  },
  {
    indent: 4,
    tokens: [
      ['<h1>', TAG],
      ["Hi, I'm Zola", TXT],
      ['</h1>', TAG],
    ],
  },
  {
    indent: 4,
    tokens: [
      ['<p>', TAG],
      ['I build apps.', TXT],
      ['</p>', TAG],
    ],
  },
  {
    indent: 4,
    tokens: [
      ['<button>', TAG],
      ['Hire me', TXT],
      ['</button>', TAG],
    ],
  },
  {
    indent: 4,
    tokens: [
      ['<', PUN],
      ['Projects', COMP],
      [' />', PUN],
    ],
  },
  {
    indent: 2,
    tokens: [
      ['</', PUN],
      ['main', TAG],
      ['>', PUN],
    ],
  },
  { indent: 0, tokens: [[');', PUN]] },
];

const FIRST_START = 0.04;
const PER_CHAR = 0.0032;
const GAP = 0.014;

export type TTimedLine = TCodeLine & { chars: number; start: number; duration: number };

/** Start and length of every line on the timeline, computed once at module load. */
export const TIMED_CODE: readonly TTimedLine[] = CODE.reduce<TTimedLine[]>((lines, line) => {
  const previous = lines.at(-1);
  const start = previous ? round(previous.start + previous.duration + GAP) : FIRST_START;
  const chars = line.tokens.reduce((sum, [text]) => sum + text.length, 0);
  lines.push({ ...line, chars, start, duration: round(chars * PER_CHAR) });
  return lines;
}, []);

/** When line `index` has finished typing: the moment its element shows up in the preview. */
export const lineDone = (index: number) => {
  const line = TIMED_CODE[index];
  return line ? round(line.start + line.duration) : 1;
};

export const CODE_DONE = lineDone(TIMED_CODE.length - 1);
export const LIVE_AT = round(CODE_DONE + 0.06);
export const QUIZ_AT = round(LIVE_AT + 0.08);
