/*
 * The Copy buttons of a blog post rendered on the server without the app (docs/decisions/042):
 * CodeBox (ui/code-box.tsx) wrote them disabled, as nothing could copy yet; this module enables
 * them and does what CodeBox does in the app: copy the box's code, say "Copied" for two seconds,
 * or "Failed to copy" with a toast.
 */
import { COPY_CONFIRMATION_MS, MESSAGES } from '@thinkbuild/core/messages';
import { showIslandToast } from '../../lib/island-toast.ts';
import { COPY_LABEL, copyButtonClass, type TCopyState } from '../../ui/copy-button.ts';

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  const code = button.closest('figure')?.querySelector('code');
  const label = button.querySelector('span');
  if (!code || !label) continue;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: TCopyState) => {
    button.className = copyButtonClass(state);
    label.textContent = COPY_LABEL[state];
  };
  button.addEventListener('click', async () => {
    clearTimeout(timer);
    try {
      // The box shows the tidied code, highlighted: its text is what CodeBox copies.
      await navigator.clipboard.writeText(code.textContent ?? '');
      show('copied');
    } catch {
      show('failed');
      showIslandToast(MESSAGES.copyFailed, 'error');
    }
    timer = setTimeout(() => show('idle'), COPY_CONFIRMATION_MS);
  });
  button.disabled = false;
}
