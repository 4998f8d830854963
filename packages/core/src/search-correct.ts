/**
 * Search that forgives typos and spacing: a query's words are corrected against the site's
 * vocabulary (the words of lesson and post titles and descriptions, kept by the server in a
 * small table with a trigram index), and the corrected words are searched by full text like any
 * query. The server looks words up; the rules for what replaces what are here.
 */

/** Shorter words are kept as typed: too few letters to tell a typo from another word. */
export const MIN_CORRECTED_WORD = 3;

/**
 * A phrase in quotes or a word after a dash (a negation) asks for exactly that: such a query is
 * not corrected (a correction reads words, not operators).
 */
export const hasSearchOperators = (q: string) => /"|(^|[^\p{L}\p{N}])-+[\p{L}\p{N}]/u.test(q);

/** The words of a query as a correction sees them: lower-case runs of letters and digits. */
export const queryWords = (q: string) => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word worth correcting: long enough, with a letter (a number is never a typo of a word). */
const correctable = (w: string) => w.length >= MIN_CORRECTED_WORD && /\p{L}/u.test(w);

/** Each way to cut `w` into two words long enough to be vocabulary words, longest first part first. */
function splits(w: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = w.length - MIN_CORRECTED_WORD; i >= MIN_CORRECTED_WORD; i--)
    out.push([w.slice(0, i), w.slice(i)]);
  return out;
}

/**
 * What to ask the vocabulary. `exact`: is this a word? (each typed word, each pair of
 * neighbours written together, "flex box" → "flexbox", and the two halves of each way to cut a
 * word, "reactnative" → "react" + "native"). `similar`: the vocabulary words that look like each
 * typed word (trigram similarity), for a typo ("javscript").
 */
export function correctionLookup(words: readonly string[]): { exact: string[]; similar: string[] } {
  const exact = new Set<string>();
  const similar = new Set<string>();
  words.forEach((w, i) => {
    if (correctable(w)) {
      exact.add(w);
      similar.add(w);
      for (const [a, b] of splits(w)) exact.add(a).add(b);
    }
    const next = words[i + 1];
    if (next !== undefined && correctable(w + next)) exact.add(w + next);
  });
  return { exact: [...exact], similar: [...similar] };
}

/**
 * A vocabulary word found for a term: `similarity` is pg_trgm's (0–1). A term that is itself a
 * vocabulary word comes back as its own candidate (word = term).
 */
export type TWordCandidate = { term: string; word: string; similarity: number };

/**
 * Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`: the optimal
 * string alignment distance. A trigram similarity alone ranks "flexbx" as close to "flex" as to
 * "flexbox"; one edit against two tells them apart.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
    }
  }
  return at(a.length, b.length);
}

/** How many edits a typo of a word this long may have: one in a short word, up to three. */
export const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** The vocabulary word a typo most likely meant: fewest edits, then most similar, then a–z. */
function closest(term: string, candidates: readonly TWordCandidate[]): string | undefined {
  let best: { word: string; edits: number; similarity: number } | undefined;
  for (const c of candidates) {
    if (c.term !== term) continue;
    const edits = editDistance(term, c.word);
    if (edits > maxEdits(term.length)) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (c.similarity > best.similarity ||
          (c.similarity === best.similarity && c.word < best.word)))
    )
      best = { word: c.word, edits, similarity: c.similarity };
  }
  return best?.word;
}

/**
 * The query with its words corrected, or null when nothing changes. Word by word: two
 * neighbours become one when that is a vocabulary word ("flex box" → "flexbox"); a vocabulary
 * word, a short word or a number stays; a word that cuts into two vocabulary words is cut
 * ("reactnative" → "react native"); any other word becomes the closest vocabulary word
 * (editDistance) within maxEdits, or stays as typed.
 */
export function correctQuery(
  words: readonly string[],
  candidates: readonly TWordCandidate[],
): string | null {
  const known = new Set(candidates.filter((c) => c.term === c.word).map((c) => c.word));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && known.has(w + next)) {
      out.push(w + next);
      i++;
      continue;
    }
    if (known.has(w) || !correctable(w)) {
      out.push(w);
      continue;
    }
    const cut = splits(w).find(([a, b]) => known.has(a) && known.has(b));
    out.push(cut ? cut.join(' ') : (closest(w, candidates) ?? w));
  }
  const corrected = out.join(' ');
  return corrected === words.join(' ') ? null : corrected;
}
