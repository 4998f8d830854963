import type { ReactNode } from 'react';

/** One titled part of an admin page (dashboard, billing): h2, an optional lead, its content. */
export function AdminSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-bold text-slate-950 text-xl">
        {title}
      </h2>
      {lead && <p className="mt-1 text-slate-600 text-sm">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
