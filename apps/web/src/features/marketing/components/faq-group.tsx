import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../ui/icons.tsx';

export type TFaq = { q: string; a: ReactNode };
export type TFaqGroup = { id: string; title: string; intro: string; items: readonly TFaq[] };

/**
 * One group of questions. Native <details>/<summary>: keyboard and screen-reader support for
 * free, works before (and without) JavaScript, and the browser's find-in-page opens answers.
 */
export function FaqGroup({ group }: { group: TFaqGroup }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24">
      <h2
        id={`${group.id}-heading`}
        className="font-extrabold text-2xl text-slate-950 tracking-tight"
      >
        {group.title}
      </h2>
      <p className="mt-1 text-slate-600">{group.intro}</p>
      <div className="mt-5 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {group.items.map((item) => (
          <details key={item.q} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-slate-600 leading-relaxed">{item.a}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
