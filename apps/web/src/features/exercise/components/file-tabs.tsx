import { type KeyboardEvent, useRef } from 'react';

/**
 * The exercise's files as tabs (index.html, style.css, script.js). Arrow keys move between
 * them, as in any tab list; the editor below is their panel.
 */
export function FileTabs({
  names,
  active,
  onSelect,
  panelId,
  idOf,
}: {
  names: readonly string[];
  active: number;
  onSelect: (index: number) => void;
  panelId: string;
  idOf: (index: number) => string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (active + step + names.length) % names.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = names.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Files"
      className="flex min-w-0 gap-1 overflow-x-auto"
      onKeyDown={onKeyDown}
    >
      {names.map((name, i) => (
        <button
          key={name}
          id={idOf(i)}
          type="button"
          role="tab"
          aria-selected={i === active}
          aria-controls={panelId}
          tabIndex={i === active ? 0 : -1}
          onClick={() => onSelect(i)}
          className={`shrink-0 rounded-t-lg border-b-2 px-3 py-2 font-mono font-semibold text-sm ${
            i === active
              ? 'border-brand-600 bg-white text-slate-950'
              : 'border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          }`}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
