// The few HTML tags the runner looks for in a learner's page, found by pattern (no parser in
// the page's bundle): `<script>` elements, with or without `src`, and `<link>`s.

export const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
export const LINK_TAG = /<link\b[^>]*>/gi;
/** `type` values of a `<script>` that runs JavaScript. */
export const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** An attribute's value (`''` when present without one), or undefined when absent. */
export const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
};
