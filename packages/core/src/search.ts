/**
 * Search snippets come from PostgreSQL's ts_headline with these two private-use characters
 * around each matching word; the server splits on them into plain segments, so a snippet is
 * never HTML and the page renders matches as <mark> without injecting markup.
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_STOP = '\uE001';

export const MAX_SEARCH_QUERY_LENGTH = 100;
export const SEARCH_RESULT_LIMIT = 20;

export type THighlightSegment = { text: string; match: boolean };

/** "a \uE000flex\uE001 box" → [a ], [flex]*, [ box]; stray markers are dropped. */
export function splitHighlights(text: string): THighlightSegment[] {
  const out: THighlightSegment[] = [];
  let match = false;
  let buf = '';
  const flush = () => {
    if (buf) out.push({ text: buf, match });
    buf = '';
  };
  for (const ch of text) {
    if (ch === HIGHLIGHT_START || ch === HIGHLIGHT_STOP) {
      flush();
      match = ch === HIGHLIGHT_START;
    } else {
      buf += ch;
    }
  }
  flush();
  // Neighbouring segments of the same kind read as one.
  return out.reduce<THighlightSegment[]>((acc, seg) => {
    const last = acc.at(-1);
    if (last && last.match === seg.match) last.text += seg.text;
    else acc.push({ ...seg });
    return acc;
  }, []);
}

/** Shown with a lesson of a section the learner's plan does not open (as on the course page). */
export const LOCKED_RESULT_UPGRADE = 'Upgrade your plan to watch this lesson and take its quiz.';
