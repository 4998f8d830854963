import { fromTemplate } from './dom.ts';

/**
 * The terms dialog of the light /signup page (components/terms-dialog.tsx in the app): the
 * server wrote its content as a template in the closed <dialog>; it is in the dialog while it is
 * open (as React renders it), the same nodes each time, so the tick survives a Cancel. The tick
 * enables Continue, Continue accepts (and goes on to make the account when the form's submit
 * opened it), Cancel and Escape close.
 */
export function termsDialog(form: HTMLFormElement, onAccepted: () => void) {
  const dialog = form.parentElement?.querySelector('dialog');
  const content = dialog?.querySelector('template')?.content;
  const nodes = content ? [...content.childNodes] : [];
  const tick = content?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const hint = tick?.getAttribute('aria-describedby');
  const hintLine = hint ? content?.getElementById(hint) : null;
  const [cancel, go] = content?.querySelectorAll<HTMLButtonElement>('button') ?? [];
  // The accepted note comes as a template too (lib/light-page.ts).
  const asked = form.querySelector<HTMLElement>('[data-terms="asked"]');
  const accepted = fromTemplate(form.querySelector('template[data-terms-accepted]'));
  let isAccepted = false;
  // Whether closing the dialog with Continue should go on to create the account.
  let proceed = false;

  const open = (proceedAfter: boolean) => {
    proceed = proceedAfter;
    if (!dialog || dialog.open) return;
    dialog.append(...nodes);
    dialog.showModal();
  };
  for (const note of [asked, accepted])
    note?.querySelector('button')?.addEventListener('click', () => open(false));

  tick?.addEventListener('change', () => {
    if (go) go.disabled = !tick.checked;
    if (hintLine) hintLine.hidden = tick.checked;
    if (tick.checked || !hint) tick.removeAttribute('aria-describedby');
    else tick.setAttribute('aria-describedby', hint);
  });
  cancel?.addEventListener('click', () => dialog?.close());
  dialog?.addEventListener('close', () => {
    proceed = false;
    for (const node of nodes) node.parentNode?.removeChild(node);
  });
  nodes
    .find((n): n is HTMLFormElement => n.nodeName === 'FORM')
    ?.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!tick?.checked) return;
      isAccepted = true;
      if (asked?.isConnected && accepted) asked.replaceWith(accepted);
      const goOn = proceed;
      proceed = false;
      dialog?.close();
      if (goOn) onAccepted();
    });

  return { accepted: () => isAccepted, open };
}
