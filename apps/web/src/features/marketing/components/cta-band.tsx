import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { ArrowRightIcon } from '../../../ui/icons.tsx';

type TCtaBandProps = {
  id?: string;
  title: string;
  children: ReactNode;
  cta?: { label: string; to: string };
  secondary?: { label: string; to: string };
};

/** The closing call to action of a page: a dark, full-width band. */
export function CtaBand({
  id = 'get-started',
  title,
  children,
  cta = { label: 'Start Building', to: '/signup' },
  secondary,
}: TCtaBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center shadow-2xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="-top-24 -z-10 -translate-x-1/2 absolute left-1/2 h-72 w-[42rem] max-w-none rounded-full bg-gradient-to-r from-brand-600 via-fuchsia-600 to-brand-500 opacity-50 blur-3xl"
          />
          <h2
            id={`${id}-heading`}
            className="mx-auto max-w-2xl text-balance font-extrabold text-3xl text-white tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <div className="mx-auto mt-5 max-w-xl text-lg text-slate-200">{children}</div>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={cta.to} size="lg" variant="light" className="w-full sm:w-auto">
              {cta.label}
              <ArrowRightIcon className="h-5 w-5" />
            </ButtonLink>
            {secondary && (
              <Link
                to={secondary.to}
                className="inline-flex w-full items-center justify-center rounded-full bg-white/10 px-6 py-3 font-semibold text-base text-white ring-1 ring-white/30 transition-colors hover:bg-white/20 sm:w-auto"
              >
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
