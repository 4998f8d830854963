import type { ReactNode } from 'react';
import { BrandGlow } from '../../../ui/brand-glow.tsx';
import { Container } from '../../../ui/container.tsx';

type TAuthCardProps = {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Don't have an account? Sign up"). */
  footer?: ReactNode;
};

/** The frame of every sign-in screen: a soft brand band with one centred card. */
export function AuthCard({ title, lead, children, footer }: TAuthCardProps) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <BrandGlow />
      <Container className="relative flex flex-col items-center py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
          <h1 className="font-extrabold text-2xl text-slate-950 tracking-tight sm:text-3xl">
            {title}
          </h1>
          {lead && <div className="mt-2 text-slate-600">{lead}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-slate-600 text-sm">{footer}</div>}
      </Container>
    </div>
  );
}

export const textLinkClass =
  'rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline';
