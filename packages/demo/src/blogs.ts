import { GAME_BLOGS } from './blogs-game.ts';
import { MOBILE_BLOGS } from './blogs-mobile.ts';
import { WEB_BLOGS } from './blogs-web.ts';
import type { TSeedBlog } from './types.ts';

/** Every demo blog post: web, then mobile, then game, each ordered 1..n. */
export const SEED_BLOGS: TSeedBlog[] = [...WEB_BLOGS, ...MOBILE_BLOGS, ...GAME_BLOGS];
