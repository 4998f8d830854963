/**
 * After a refused submit, puts the cursor in the first field marked invalid. React may commit
 * the errors after the next frame (an answer from the server lands outside any event), so it
 * looks again for a few frames until a field is marked and takes the focus.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10) {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    if (framesLeft > 0 && (!field || document.activeElement !== field)) {
      focusFirstInvalid(form, framesLeft - 1);
    }
  });
}
