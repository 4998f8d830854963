import {
  isThemeChoice,
  THEME_CHOICES,
  THEME_LABELS,
  THEME_SWITCH_PATH,
  type TThemeChoice,
} from '@thinkbuild/core/theme';
import { type FormEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { useDismissable } from '../../../lib/use-dismissable.ts';
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '../../../ui/icons.tsx';
import { chooseTheme } from '../choose-theme.ts';

const ICONS = { system: MonitorIcon, light: SunIcon, dark: MoonIcon };

/**
 * Shown only while the theme is the chosen one. CSS reads <html data-theme> (none is System),
 * so the static pages, which ship no script, show the current choice too.
 */
const WHEN_CHOSEN: Record<TThemeChoice, string> = {
  system: '[:root:not([data-theme])_&]:visible',
  light: '[:root[data-theme=light]_&]:visible',
  dark: '[:root[data-theme=dark]_&]:visible',
};
const SHOW_WHEN_CHOSEN: Record<TThemeChoice, string> = {
  system: 'hidden [:root:not([data-theme])_&]:block',
  light: 'hidden [:root[data-theme=light]_&]:block',
  dark: 'hidden [:root[data-theme=dark]_&]:block',
};

/**
 * The theme switch in the header: System, Light or Dark. A plain form that posts to the server
 * (which sets the cookie and sends the browser back), so it works on the static pages with no
 * JavaScript; where the app runs, it switches at once instead (docs/decisions/012).
 */
export function ThemeMenu() {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  useDismissable(menu);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (!isThemeChoice(choice)) return;
    event.preventDefault();
    chooseTheme(choice);
    if (menu.current) menu.current.open = false;
  }

  return (
    <details ref={menu} className="relative">
      <summary
        aria-label="Theme"
        title="Theme"
        className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 [&::-webkit-details-marker]:hidden"
      >
        {THEME_CHOICES.map((choice) => {
          const Icon = ICONS[choice];
          return <Icon key={choice} className={`h-5 w-5 ${SHOW_WHEN_CHOSEN[choice]}`} />;
        })}
      </summary>
      <form
        method="post"
        action={THEME_SWITCH_PATH}
        onSubmit={onSubmit}
        className="absolute top-full right-0 z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <input type="hidden" name="back" value={pathname} />
        <p className="px-3 pt-1 pb-1.5 font-semibold text-slate-600 text-xs uppercase tracking-wider">
          Theme
        </p>
        {THEME_CHOICES.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <button
              key={choice}
              type="submit"
              name="theme"
              value={choice}
              className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left font-semibold text-slate-700 text-sm transition-colors hover:bg-slate-100 hover:text-slate-950"
            >
              <Icon className="h-4 w-4 shrink-0" />
              {THEME_LABELS[choice]}
              <span className={`sr-only invisible ${WHEN_CHOSEN[choice]}`}>(current)</span>
              <CheckIcon
                className={`invisible ml-auto h-4 w-4 shrink-0 text-brand-700 ${WHEN_CHOSEN[choice]}`}
              />
            </button>
          );
        })}
      </form>
    </details>
  );
}
