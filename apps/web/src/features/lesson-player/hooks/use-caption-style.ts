import { useStoredChoice } from './use-stored-flag.ts';

/**
 * The learner's caption style in the player, as YouTube and Udemy offer it: a size and what is
 * behind the letters. Pages cannot read the system's caption settings, so we draw the captions
 * ourselves (decisions/024) and let the learner choose here; kept in this browser.
 */
export const CAPTION_SIZES = ['small', 'medium', 'large', 'larger'] as const;
export type TCaptionSize = (typeof CAPTION_SIZES)[number];
export const CAPTION_BACKS = ['box', 'outline'] as const;
export type TCaptionBack = (typeof CAPTION_BACKS)[number];

export const CAPTION_SIZE_LABEL: Record<TCaptionSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  larger: 'Extra large',
};
export const CAPTION_BACK_LABEL: Record<TCaptionBack, string> = {
  box: 'Dark box',
  outline: 'Outlined text',
};

/** Each size as a factor of the base (2.8% of the player's width, never under 16 px). */
export const CAPTION_SCALE: Record<TCaptionSize, number> = {
  small: 0.8,
  medium: 1,
  large: 1.3,
  larger: 1.6,
};

export function useCaptionStyle() {
  const [size, setSize] = useStoredChoice('thinkbuild:caption-size', CAPTION_SIZES, 'medium');
  const [back, setBack] = useStoredChoice('thinkbuild:caption-back', CAPTION_BACKS, 'box');
  return { size, setSize, back, setBack };
}
export type TCaptionStyle = ReturnType<typeof useCaptionStyle>;
