import { z } from 'zod';
import { THEME_CHOICES } from '../theme.ts';

export const ZThemeChoice = z.enum(THEME_CHOICES);

/** The form the header menu posts (POST /theme): the choice and the page to come back to. */
export const ZThemeSwitchRequest = z.object({
  theme: ZThemeChoice,
  back: z.string().max(2048).optional(),
});
export type TThemeSwitchRequest = z.infer<typeof ZThemeSwitchRequest>;
