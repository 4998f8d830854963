/*
 * The theme menu on pages rendered on the server without the app (the blog, the sign-in screens:
 * docs/decisions/042). The menu is the header's plain form (features/theme/components/theme-menu),
 * which posts to the server without JavaScript; this module makes it switch at once, as it does
 * in the app, and close on a click elsewhere and on Escape.
 */
import { isThemeChoice, THEME_SWITCH_PATH } from '@thinkbuild/core/theme';
import { chooseTheme } from './choose-theme.ts';

for (const form of document.querySelectorAll<HTMLFormElement>(
  `details form[action="${THEME_SWITCH_PATH}"]`,
)) {
  const menu = form.closest('details');
  if (!menu) continue;
  form.addEventListener('submit', (event) => {
    const choice = event.submitter?.getAttribute('value');
    if (!isThemeChoice(choice)) return;
    event.preventDefault();
    chooseTheme(choice);
    menu.open = false;
  });
  const close = (event: PointerEvent | KeyboardEvent) => {
    if (!menu.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    } else if (!menu.contains(event.target as Node)) menu.open = false;
  };
  document.addEventListener('pointerdown', close);
  document.addEventListener('keydown', close);
}
