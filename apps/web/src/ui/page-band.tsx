import type { ReactNode } from 'react';
import { Container } from './container.tsx';

type TPageBandProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons at the right on wide screens, under the text on phones. */
  actions?: ReactNode;
  /** A breadcrumb link above the eyebrow. */
  back?: ReactNode;
};

/** The top band of a signed-in page: left-aligned title, lead and actions on a soft tint. */
export function PageBand({ eyebrow, title, lead, actions, back }: TPageBandProps) {
  return (
    <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-10 sm:py-14">
        {back && <div className="mb-5 text-sm">{back}</div>}
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            {eyebrow && (
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
                {eyebrow}
              </p>
            )}
            <h1 className="mt-2 text-balance font-extrabold text-3xl text-slate-950 tracking-tight sm:text-4xl">
              {title}
            </h1>
            {lead && <div className="mt-3 text-lg text-slate-600">{lead}</div>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
        </div>
      </Container>
    </div>
  );
}
