import type { ComponentType, SVGProps } from 'react';
import { CodeIcon, GamepadIcon, PhoneIcon } from '../../../ui/icons.tsx';

export type TTrack = {
  id: string;
  name: string;
  blurb: string;
  project: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Tailwind classes for the icon tile; each track gets its own colour. */
  tone: string;
};

/** The three tracks, in the order the product lists them (SPEC.md §1). */
export const TRACKS: readonly TTrack[] = [
  {
    id: 'web-development',
    name: 'Web Development',
    blurb: 'HTML, CSS, JavaScript and React, from a blank file to a site on the internet.',
    project: 'First project: a portfolio website',
    Icon: CodeIcon,
    tone: 'bg-brand-50 text-brand-700 ring-brand-100',
  },
  {
    id: 'mobile-development',
    name: 'Mobile Development',
    blurb: 'Build an app that runs on a real phone, one screen and one feature at a time.',
    project: 'First project: a portfolio app',
    Icon: PhoneIcon,
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  },
  {
    id: 'game-development',
    name: 'Game Development',
    blurb: 'Game loops, physics and levels explained while you make something you can play.',
    project: 'First project: a 3D shooter in Unity or Unreal Engine',
    Icon: GamepadIcon,
    tone: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
];
