import { demoLessonVideo } from '@thinkbuild/demo/lesson-videos';
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

/** Cue text as WebVTT writes it: `<` would open a tag ("<url>", "<main>"), `&` an entity. */
const escapeCue = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The WebVTT file of a list of cues, as an admin would upload it. */
export function toVtt(cues: TSeedCue[]): string {
  const blocks = cues.map(
    ([start, end, text], i) => `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${escapeCue(text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The captions and snippets shipped for one demo lesson: the captions are its video's narration
 * as the video shows it (lesson-videos.ts), the snippets point where the video writes them.
 */
export function seedLessonText(
  category: string,
  project: string,
  section: string,
  number: number,
): { cues: TSeedCue[] | undefined; snippets: TSeedSnippet[] } {
  const video = demoLessonVideo(category, project, section, number);
  const snippets =
    category === 'web' && project === 'portfolio'
      ? (WEB_PORTFOLIO_SNIPPETS[`${section}:${number}`] ?? [])
      : [];
  return {
    cues: video?.cues,
    snippets: snippets.map((s, i) => ({ ...s, timeSeconds: video?.blockStarts[i] ?? null })),
  };
}
