import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../ui/container.tsx';

/** Both legal texts took effect on this date (SPEC.md §1); shown word for word. */
export const EFFECTIVE_DATE = '2025/05/29';

export type TLegalSection = { id: string; title: string; body: ReactNode };

type TLegalPageProps = {
  title: string;
  summary: ReactNode;
  sections: readonly TLegalSection[];
  /** The other legal page, linked at the top and bottom. */
  related: { to: string; label: string };
};

/** The shared frame of the Terms of Service and the Privacy Policy. */
export function LegalPage({ title, summary, sections, related }: TLegalPageProps) {
  return (
    <>
      <div className="border-slate-200 border-b bg-slate-50">
        <Container className="py-12 sm:py-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Legal</p>
          <h1 className="mt-3 font-extrabold text-4xl text-slate-950 tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 inline-flex rounded-full bg-white px-3 py-1 font-semibold text-slate-700 text-sm ring-1 ring-slate-200">
            {`Effective date: ${EFFECTIVE_DATE}`}
          </p>
          <div className="mt-6 max-w-3xl space-y-3 text-lg text-slate-600">{summary}</div>
        </Container>
      </div>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav
          aria-labelledby="toc-heading"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2
            id="toc-heading"
            className="font-bold text-slate-950 text-sm uppercase tracking-wider"
          >
            Contents
          </h2>
          <ol className="mt-3 space-y-1 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right text-slate-600 tabular-nums">
                    {i + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-slate-200 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-bold text-2xl text-slate-950 tracking-tight"
              >
                {`${i + 1}. ${section.title}`}
              </h2>
              <div className="mt-4 space-y-4 text-slate-700 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_h3]:text-slate-950 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
          <p className="mt-4 rounded-2xl bg-slate-50 p-5 text-slate-700 ring-1 ring-slate-200">
            {`Effective date: ${EFFECTIVE_DATE}. `}
            See also our{' '}
            <Link
              to={related.to}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {related.label}
            </Link>
            .
          </p>
        </article>
      </Container>
    </>
  );
}
