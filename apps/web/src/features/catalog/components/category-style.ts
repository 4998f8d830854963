import type { TCategory } from '@thinkbuild/core/categories';
import { isCategory } from '@thinkbuild/core/categories';
import type { ComponentType, SVGProps } from 'react';
import { CodeIcon, GamepadIcon, PhoneIcon } from '../../../ui/icons.tsx';

type TCategoryStyle = {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Tailwind classes for the icon tile; each track keeps the colour it has on the landing page. */
  tone: string;
  blurb: string;
};

export const CATEGORY_STYLE: Record<TCategory, TCategoryStyle> = {
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

/** "/web-category" → "web"; anything else → null. */
export function categoryFromPath(pathname: string): TCategory | null {
  const slug = /^\/([a-z]+)-category\/?$/.exec(pathname)?.[1];
  return isCategory(slug) ? slug : null;
}
