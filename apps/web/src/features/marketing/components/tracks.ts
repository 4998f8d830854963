import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { TRACK_STYLE, type TTrackStyle } from '../../../entities/course/track-style.ts';

export type TTrack = TTrackStyle & {
  id: string;
  name: string;
  project: string;
};

/** The three tracks, in the order the product lists them (SPEC.md §1). */
export const TRACKS: readonly TTrack[] = [
  {
    id: 'web-development',
    ...TRACK_STYLE.web,
    name: CATEGORY_LABELS.web,
    project: 'First project: a portfolio website',
  },
  {
    id: 'mobile-development',
    ...TRACK_STYLE.mobile,
    name: CATEGORY_LABELS.mobile,
    project: 'First project: a portfolio app',
  },
  {
    id: 'game-development',
    ...TRACK_STYLE.game,
    name: CATEGORY_LABELS.game,
    project: 'First project: a 3D shooter in Unity or Unreal Engine',
  },
];
