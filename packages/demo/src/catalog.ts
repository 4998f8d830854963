import { GAME_CATEGORY } from './catalog-game.ts';
import { MOBILE_CATEGORY } from './catalog-mobile.ts';
import { WEB_CATEGORY } from './catalog-web.ts';
import type { TSeedCategory } from './types.ts';

/** The demo catalog in display order: web, mobile, game (SPEC.md §2, §9). */
export const SEED_CATALOG: TSeedCategory[] = [WEB_CATEGORY, MOBILE_CATEGORY, GAME_CATEGORY];
