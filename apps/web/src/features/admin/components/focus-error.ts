/** After a failed submit, moves focus to the first field marked invalid (once React rendered). */
export function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
