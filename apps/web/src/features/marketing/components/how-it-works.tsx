import type { ComponentType, SVGProps } from 'react';
import { FileCodeIcon, LayersIcon, PlayIcon, QuizIcon } from '../../../ui/icons.tsx';

type TStep = { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

const STEPS: readonly TStep[] = [
  {
    title: 'Watch a short video lesson',
    text: 'Each lesson adds one piece to your project. Pause, rewind and code along at your pace.',
    Icon: PlayIcon,
  },
  {
    title: 'Answer a five-question quiz',
    text: 'Five questions, five options each. Get 4 of 5 right to pass; retry as often as you need.',
    Icon: QuizIcon,
  },
  {
    title: 'Read the blog, copy the code',
    text: 'Short posts explain one idea each, with code boxes you can copy in one click.',
    Icon: FileCodeIcon,
  },
  {
    title: 'Go as deep as your tier',
    text: 'Starter, Builder or Creator, monthly or annually, unlock more sections of every course.',
    Icon: LayersIcon,
  },
];

/** The four steps of learning on ThinkBuild, as a numbered list. */
export function HowItWorks() {
  return (
    <ol className="mt-8 space-y-5">
      {STEPS.map(({ title, text, Icon }, i) => (
        <li key={title} className="flex gap-4">
          <span className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
            <Icon className="h-5 w-5" />
            <span className="-top-1.5 -right-1.5 absolute flex h-5 w-5 items-center justify-center rounded-full bg-accent-400 font-bold text-slate-950 text-xs">
              {i + 1}
            </span>
          </span>
          <div>
            <h3 className="font-bold text-slate-950">{title}</h3>
            <p className="mt-1 text-base text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
