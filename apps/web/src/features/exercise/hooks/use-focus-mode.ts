import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The exercise's Focus mode: the same workspace drawn over the whole window (a class change on
 * the element it already is, so nothing remounts: the editor keeps its text and undo, the preview
 * its page). While on, it behaves as a modal dialog: focus moves into it and stays there, the page
 * under it does not scroll, and Escape (outside the editor, whose Escape lets Tab leave it) or
 * Leave focus returns to the button that opened it.
 */
export function useFocusMode(layer: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const enter = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOn(true);
  }, []);
  const leave = useCallback(() => setOn(false), []);

  useEffect(() => {
    const element = layer.current;
    if (!on || !element) return;
    element.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Focus stays in the layer: what is under it is covered (a confirmation dialog is on top).
    const keepIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || element.contains(target)) return;
      if (target instanceof Element && target.closest('dialog[open]')) return;
      element.focus();
    };
    // On the document: a button disabled while it works (Check) drops the focus to the body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof Element && target.closest('.cm-editor, dialog')) return;
      event.preventDefault();
      setOn(false);
    };
    document.addEventListener('focusin', keepIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', keepIn);
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
      opener.current?.focus();
    };
  }, [on, layer]);

  return { on, enter, leave };
}
