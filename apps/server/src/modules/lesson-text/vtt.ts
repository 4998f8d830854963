import { createRequire } from 'node:module';
import type { TCue } from '@thinkbuild/core';
import webvtt, { type TVttNode } from 'webvtt-parser';

/*
 * WebVTT is checked with webvtt-parser, the W3C's own parser and validator (w3c/webvtt.js, the
 * one behind the live WebVTT validator): it follows the spec's parsing algorithm and reports
 * every problem with its line number, which is what the admin needs to mend a file.
 */
const require = createRequire(import.meta.url);
// The full list of named character references, so "&amp;" reads as "&" (its default is six).
const entities = require('webvtt-parser/html-entities.json') as Record<string, string>;

export type TParsedCaptions = { ok: true; cues: TCue[] } | { ok: false; message: string };

/** Plain text of a cue: tags dropped, entities resolved, whitespace tidied for the transcript. */
function textOf(node: TVttNode): string {
  if (node.type === 'text') return String(node.value ?? '');
  if (node.type === 'timestamp') return '';
  return (node.children ?? []).map(textOf).join('');
}

const MAX_REPORTED = 3;

/** A timing line with a short arrow ("00:01.000 -> 00:02.000"): the parser calls it a cue id. */
const SHORT_ARROW = /^\s*[\d:.]+\s*(?:-|—|–)+>\s*[\d:.]+/;

function shortArrowLine(vtt: string): number | null {
  const at = vtt
    .split(/\r\n|\r|\n/)
    .findIndex((line) => !line.includes('-->') && SHORT_ARROW.test(line) && /\d:\d/.test(line));
  return at < 0 ? null : at + 1;
}

/** Deeper than any real caption styling (`<v><c.loud><i>…`): room to spare, no more. */
const MAX_TAG_DEPTH = 32;
/** A cue text tag: `<c.x>`, `</c>`, `<v Name>` (timestamps start with a digit, never nest). */
const TAG = /<(\/?)([a-z]+)/gi;

/**
 * The first line whose cue tags nest deeper than MAX_TAG_DEPTH, or null. The parser builds and
 * copies its tag tree recursively, so 4,000 nested `<c>` would overflow its stack: such a file is
 * refused before it gets there. A stack of open tag names, emptied at each blank line (the end of
 * a cue): an end tag closes only the innermost tag when it names it (`</ruby>` also
 * closes its `<rt>`), as the parser does.
 */
function tooDeepLine(vtt: string): number | null {
  const lines = vtt.split(/\r\n|\r|\n/);
  const open: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') open.length = 0;
    for (const [, end, name] of line.matchAll(TAG)) {
      if (!name) continue;
      if (!end) open.push(name);
      else if (open.at(-1) === name) open.pop();
      else if (name === 'ruby' && open.at(-1) === 'rt') open.splice(-2);
      if (open.length > MAX_TAG_DEPTH) return index + 1;
    }
  }
  return null;
}

/** Parses a captions file; a broken one answers with its first problems and their lines. */
export function parseCaptions(vtt: string): TParsedCaptions {
  const deep = tooDeepLine(vtt);
  if (deep !== null) {
    const problem = `tags are nested more than ${MAX_TAG_DEPTH} deep`;
    return { ok: false, message: `This is not a valid WebVTT file: line ${deep}: ${problem}` };
  }
  const { cues, errors } = new webvtt.WebVTTParser(entities).parse(vtt, 'metadata');
  const arrow = shortArrowLine(vtt);
  if (arrow !== null)
    // Said plainly: the parser's own words for this one ("cue identifier…") puzzle people.
    errors.unshift({ line: arrow, message: 'The start and end times must be separated by "-->".' });
  if (errors.length > 0) {
    const listed = errors
      .slice(0, MAX_REPORTED)
      .map((e) => `line ${e.line}: ${e.message}`)
      .join('; ');
    const more = errors.length > MAX_REPORTED ? ` (and ${errors.length - MAX_REPORTED} more)` : '';
    return { ok: false, message: `This is not a valid WebVTT file: ${listed}${more}` };
  }
  const parsed = cues
    .map((c) => ({
      start: c.startTime,
      end: c.endTime,
      text: textOf(c.tree).replace(/\s+/g, ' ').trim(),
    }))
    .filter((c) => c.text.length > 0);
  if (parsed.length === 0)
    return { ok: false, message: 'This WebVTT file has no cues: add at least one timed line' };
  return { ok: true, cues: parsed };
}
