import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { ArrowRightIcon, CheckIcon } from '../../../ui/icons.tsx';

type TTone = 'white' | 'tint' | 'dark';

const TONES: Record<TTone, { section: string; eyebrow: string; title: string; body: string }> = {
  white: {
    section: 'bg-white',
    eyebrow: 'text-brand-700',
    title: 'text-slate-950',
    body: 'text-slate-600',
  },
  tint: {
    section: 'bg-slate-50',
    eyebrow: 'text-brand-700',
    title: 'text-slate-950',
    body: 'text-slate-600',
  },
  dark: {
    section: 'bg-slate-950',
    eyebrow: 'text-accent-400',
    title: 'text-white',
    body: 'text-slate-300',
  },
};

type TFeatureSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  points?: readonly string[];
  visual?: ReactNode;
  /** Puts the visual on the left on wide screens, so sections alternate. */
  reverse?: boolean;
  tone?: TTone;
  cta?: { label: string; to: string };
};

/** A marketing section: heading, copy, a checklist and a Start Building call to action. */
export function FeatureSection({
  id,
  eyebrow,
  title,
  children,
  points,
  visual,
  reverse = false,
  tone = 'white',
  cta = { label: 'Start Building', to: '/signup' },
}: TFeatureSectionProps) {
  const t = TONES[tone];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-16 overflow-hidden py-16 sm:py-24 ${t.section}`}
    >
      <Container
        className={`grid items-center gap-10 lg:gap-16 ${visual ? 'lg:grid-cols-2' : 'max-w-3xl'}`}
      >
        <div className={reverse ? 'lg:order-last' : ''}>
          <p className={`font-semibold text-sm uppercase tracking-wider ${t.eyebrow}`}>{eyebrow}</p>
          <h2
            id={`${id}-heading`}
            className={`mt-3 text-balance font-extrabold text-3xl tracking-tight sm:text-4xl ${t.title}`}
          >
            {title}
          </h2>
          <div className={`mt-5 space-y-4 text-lg ${t.body}`}>{children}</div>
          {points && (
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className={`flex gap-3 ${t.body}`}>
                  <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                    <CheckIcon className="h-3.5 w-3.5" />
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
          <ButtonLink
            to={cta.to}
            size="lg"
            variant={tone === 'dark' ? 'light' : 'primary'}
            className="mt-8 w-full sm:w-auto"
          >
            {cta.label}
            <ArrowRightIcon className="h-5 w-5" />
          </ButtonLink>
        </div>
        {visual && <div className="min-w-0">{visual}</div>}
      </Container>
    </section>
  );
}
