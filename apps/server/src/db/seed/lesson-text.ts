import { WEB_PORTFOLIO_CAPTIONS } from '@thinkbuild/demo/captions-web';
import { WEB_PORTFOLIO_SNIPPETS } from '@thinkbuild/demo/snippets-web';
import type { TSeedCue, TSeedSnippet } from '@thinkbuild/demo/types';

/** "00:00:02.300" */
const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

/** The WebVTT file of a list of cues, as an admin would upload it. */
export function toVtt(cues: TSeedCue[]): string {
  const blocks = cues.map(
    ([start, end, text], i) => `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The captions and snippets shipped for one demo lesson, if any. */
export function seedLessonText(
  category: string,
  project: string,
  key: string,
): { cues: TSeedCue[] | undefined; snippets: TSeedSnippet[] } {
  if (category !== 'web' || project !== 'portfolio') return { cues: undefined, snippets: [] };
  return { cues: WEB_PORTFOLIO_CAPTIONS[key], snippets: WEB_PORTFOLIO_SNIPPETS[key] ?? [] };
}
