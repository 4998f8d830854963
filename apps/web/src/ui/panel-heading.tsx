import type { ReactNode } from 'react';

/**
 * The heading of a lesson's panel (the quiz, the code exercise): its icon in a brand tile, the
 * title and a line of what to do.
 */
export function PanelHeading({
  id,
  icon,
  title,
  lead,
}: {
  id: string;
  icon: ReactNode;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h2 id={id} className="font-bold text-slate-950 text-xl">
          {title}
        </h2>
        <p className="text-slate-600 text-sm">{lead}</p>
      </div>
    </div>
  );
}
