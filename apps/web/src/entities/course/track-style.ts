import type { TCategory } from '@thinkbuild/core/categories';
import type { ComponentType, SVGProps } from 'react';
import { CodeIcon, GamepadIcon, PhoneIcon } from '../../ui/icons.tsx';

export type TTrackStyle = {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Tailwind classes for the icon tile. */
  tone: string;
  blurb: string;
};

/**
 * How each track shows itself wherever it is listed (the home page, /home, its track page): one
 * icon, colour and line, so a learner knows a track at a glance from the first page on.
 */
export const TRACK_STYLE: Record<TCategory, TTrackStyle> = {
  web: {
    Icon: CodeIcon,
    tone: 'bg-brand-50 text-brand-700 ring-brand-100',
    blurb: 'HTML, CSS, JavaScript and React, from a blank file to a site on the internet.',
  },
  mobile: {
    Icon: PhoneIcon,
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    blurb: 'Build an app that runs on a real phone, one screen and one feature at a time.',
  },
  game: {
    Icon: GamepadIcon,
    tone: 'bg-amber-50 text-amber-800 ring-amber-100',
    blurb: 'Game loops, physics and levels explained while you make something you can play.',
  },
};
