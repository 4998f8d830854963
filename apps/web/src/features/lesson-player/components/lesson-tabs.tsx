import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type TLessonTab = {
  id: string;
  label: string;
  panel: ReactNode;
  /** Mounted only once first opened (its code loads then), and kept after. */
  lazy?: boolean;
};

/**
 * The lesson's extras under the video (transcript, code) as tabs, after the WAI-ARIA tabs
 * pattern: one tab stop, arrow keys, Home and End move between tabs and show them. Hidden panels
 * stay mounted, so the transcript keeps its search and scroll when the learner comes back.
 */
export function LessonTabs({
  tabs,
  label,
  initial,
}: {
  tabs: TLessonTab[];
  label: string;
  /** The tab shown first (a link to a question opens Questions); the first tab otherwise. */
  initial?: string | undefined;
}) {
  const first = tabs.find((t) => t.id === initial)?.id ?? tabs[0]?.id;
  const [chosen, choose] = useState(first);
  const [opened, setOpened] = useState(() => new Set(first ? [first] : []));
  const setChosen = (id: string) => {
    choose(id);
    setOpened((before) => (before.has(id) ? before : new Set(before).add(id)));
  };
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((t) => t.id === chosen) ?? tabs[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const next = tabs[to];
    if (!next) return;
    event.preventDefault();
    setChosen(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-slate-200 border-b px-3 pt-2"
      >
        {tabs.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(tab.id)}
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2.5 font-semibold text-sm ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-950'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab !== current}
          className="p-3 sm:p-4"
        >
          {tab.lazy && !opened.has(tab.id) ? null : tab.panel}
        </div>
      ))}
    </div>
  );
}
