// What `atWidth(px, fn)` in the checks needs (docs/decisions/019): whether a stylesheet's
// `@media` condition would hold on a screen `width` pixels wide. The preview is as wide as the
// editor makes it, so a check of a responsive page sets each media rule to what it would be at
// the width it asks about, instead of trusting the width it happens to have.

/** One `em` or `rem` in a media query: the browser's default font size. */
const EM_PX = 16;

const toPx = (value: string): number | undefined => {
  const match = /^(-?\d*\.?\d+)(px|em|rem)?$/.exec(value.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2] === 'em' || match[2] === 'rem' ? n * EM_PX : n;
};

const compare = (a: number, op: string, b: number) =>
  op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : a === b;

const flip: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

/**
 * A feature's answer at `width`: `max-width: 600px`, `min-width: 40em`, `width <= 600px`,
 * `400px < width < 800px`; undefined when it is not about the width.
 */
function widthFeature(feature: string, width: number): boolean | undefined {
  const text = feature.trim().toLowerCase();
  const plain = /^(min-|max-)?width\s*:\s*(.+)$/.exec(text);
  if (plain) {
    const px = toPx(plain[2] ?? '');
    if (px === undefined) return undefined;
    return plain[1] === 'min-' ? width >= px : plain[1] === 'max-' ? width <= px : width === px;
  }
  const parts = text.split(/\s*(<=|>=|<|>|=)\s*/);
  const at = parts.indexOf('width');
  if (at === -1 || parts.length < 3) return undefined;
  let holds = true;
  if (at >= 2) {
    const px = toPx(parts[at - 2] ?? '');
    if (px === undefined) return undefined;
    holds &&= compare(width, flip[parts[at - 1] ?? ''] ?? '', px);
  }
  if (at + 2 < parts.length) {
    const px = toPx(parts[at + 2] ?? '');
    if (px === undefined) return undefined;
    holds &&= compare(width, parts[at + 1] ?? '', px);
  }
  return holds;
}

/**
 * Whether a media query list (`screen and (max-width: 600px), print`) holds on a screen `width`
 * pixels wide. Width features are decided here; any other feature (`prefers-color-scheme`,
 * `orientation`) is asked of `otherwise`, the real `matchMedia`.
 */
export function mediaMatchesWidth(
  mediaText: string,
  width: number,
  otherwise: (query: string) => boolean,
): boolean {
  if (mediaText.trim() === '') return true;
  return mediaText.split(',').some((query) => {
    let text = query.trim().toLowerCase();
    const negated = /^not\s/.test(text);
    text = text.replace(/^(not|only)\s+/, '');
    const type =
      text
        .split('(')[0]
        ?.replace(/\band\b/g, '')
        .trim() ?? '';
    const typeHolds = type === '' || type === 'all' || type === 'screen';
    const features = [...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '');
    const holds =
      typeHolds && features.every((f) => widthFeature(f, width) ?? otherwise(`(${f.trim()})`));
    return negated ? !holds : holds;
  });
}
