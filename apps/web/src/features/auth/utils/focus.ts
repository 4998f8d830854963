/** After a refused submit, put the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // The error state renders on the next frame.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
