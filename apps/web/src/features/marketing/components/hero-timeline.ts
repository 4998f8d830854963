/**
 * The hero animation is pure CSS and runs on the compositor: every piece has its own keyframes
 * over one 14 s loop, and they animate only `opacity` and `transform`, so no frame restyles,
 * lays out or paints anything on the main thread (an animated custom property did: Lighthouse
 * counted it as blocking time). No JavaScript runs, so the prerendered HTML animates by itself.
 *
 * Each piece's resting style (what reduced motion shows, the animations being cut to nothing in
 * styles.css) is the finished lesson: code typed, page built, deployed, quiz passed.
 */
const LOOP = '14s';

/** Four decimals keep the CSS short and identical on server and client. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const at = (t: number) => `${round(Math.min(1, Math.max(0, t)) * 100)}%`;

/** A hard cut (7 ms): text is never caught half transparent, which fails WCAG 1.4.3 contrast. */
const CUT = 0.0005;

const rules: string[] = [];
const names = new Map<string, string>();

/** A class running `keyframes` over the loop, resting at `still`; identical pieces share one. */
function animation(keyframes: string, still = ''): string {
  const known = names.get(keyframes + still);
  if (known) return known;
  const name = `hero-${names.size}`;
  names.set(keyframes + still, name);
  rules.push(
    `@keyframes ${name}{${keyframes}}`,
    `.${name}{${still}animation:${name} ${LOOP} linear infinite}`,
  );
  return name;
}

/**
 * The cover over a line of `chars` characters: it slides right one character at a time (a
 * `steps()` segment), uncovering the text as if typed. The caret rides on its left edge.
 */
export const typed = (chars: number, start: number, duration: number) =>
  animation(
    `0%{transform:none}${at(start)}{transform:none;animation-timing-function:steps(${chars},end)}` +
      `${at(start + duration)},100%{transform:translateX(100%)}`,
    'transform:translateX(100%);',
  );

/** Shown from `from` until `to` (hard cuts); `still` is whether it shows in the finished state. */
export function between(from: number, to: number, still: boolean) {
  const on = from <= 0 ? '0%' : `${at(from + CUT)}`;
  const frames = [
    from > 0 && `0%,${at(from)}{opacity:0}`,
    `${on},${at(to)}{opacity:1}`,
    to < 1 && `${at(to + CUT)},100%{opacity:0}`,
  ];
  return animation(frames.filter(Boolean).join(''), still ? '' : 'opacity:0;');
}

/** A caret shown only while its line is being typed. */
export const caret = (start: number, duration: number) =>
  between(start, start + duration + 0.01, false);

/** Slides a preview element in at `t`; it is shown whole from its first frame. */
export const appear = (t: number) =>
  animation(
    `0%,${at(t)}{opacity:0;transform:translateY(8px)}${at(t + CUT)}{opacity:1}` +
      `${at(t + 0.03)},100%{opacity:1;transform:none}`,
  );

/** Everything leaves just before the loop restarts, sliding up, so the reset is never a jump. */
export const loopFade = animation(
  '0%,94.17%{opacity:1;transform:none}97.5%{opacity:1;transform:translateY(-8px)}' +
    '97.55%,100%{opacity:0;transform:translateY(-8px)}',
);

/** A progress bar that fills with the loop (the "video" scrubber). */
export const scrub = animation(
  '0%{transform:scaleX(0)}100%{transform:scaleX(1)}',
  'transform:scaleX(0.88);',
);

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

/** Every piece's keyframes, for one <style> element beside the hero (rendered once). */
export const heroCss = () => rules.join('');
