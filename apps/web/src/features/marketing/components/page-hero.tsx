import type { ReactNode } from 'react';
import { BrandGlow } from '../../../ui/brand-glow.tsx';
import { Container } from '../../../ui/container.tsx';

type TPageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the lead paragraph. */
  actions?: ReactNode;
};

/** The opening band of a secondary page: eyebrow, the page's one h1 and a lead paragraph. */
export function PageHero({ eyebrow, title, children, actions }: TPageHeroProps) {
  return (
    <div className="relative overflow-hidden border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
      <BrandGlow />
      <Container className="relative py-14 text-center sm:py-20">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-balance font-extrabold text-4xl text-slate-950 tracking-tight sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{children}</div>
        )}
        {actions && (
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {actions}
          </div>
        )}
      </Container>
    </div>
  );
}
