import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

type TProps = {
  /** The button's accessible name ("Quality: Auto", "Speed: 1×"). */
  label: string;
  /** What the button shows. */
  face: ReactNode;
  /** The menu's name ("Video quality"). */
  menuLabel: string;
  /** The items (buttons with role menuitemradio / menuitemcheckbox); `close` after a choice. */
  children: (close: () => void) => ReactNode;
  onOpenChange?: (open: boolean) => void;
  buttonClassName: string;
};

const ITEMS = '[role^="menuitem"]:not([aria-disabled="true"])';

/**
 * A bar button with a menu that opens above it: ↑/↓ Home/End move between the items, Esc or a
 * click outside closes it, and focus goes back to the button after a choice.
 */
export function MenuButton({
  label,
  face,
  menuLabel,
  children,
  onOpenChange,
  buttonClassName,
}: TProps) {
  const [open, setOpenState] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per opening
  useEffect(() => {
    if (!open) return;
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    (items.find((i) => i.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const onOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    const now = items.indexOf(document.activeElement as HTMLElement);
    const to: Record<string, number> = {
      ArrowDown: (now + 1) % items.length,
      ArrowUp: (now - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
      }
      close();
      return;
    }
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className={buttonClassName}
      >
        {face}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          onKeyDown={onMenuKey}
          className="absolute right-0 bottom-full z-30 mb-2 max-h-72 w-max min-w-40 max-w-[min(17rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl bg-slate-900/95 py-1 text-sm text-white shadow-xl ring-1 ring-white/15 backdrop-blur"
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** One choice in a bar menu (✓ when chosen). */
export function MenuChoice({
  checked,
  onSelect,
  children,
  aside,
  role = 'menuitemradio',
  disabled,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
  aside?: ReactNode;
  role?: 'menuitemradio' | 'menuitemcheckbox';
  disabled?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role (a menu item radio or checkbox) has aria-checked
    <button
      type="button"
      role={role}
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      onClick={() => !disabled && onSelect()}
      className="flex w-full items-center justify-between gap-4 px-3 py-2 text-left outline-none hover:bg-white/10 focus-visible:bg-white/15 focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-inset aria-checked:font-semibold aria-disabled:opacity-60"
    >
      <span>
        <span aria-hidden="true" className="inline-block w-5 text-accent-400">
          {checked ? '✓' : ''}
        </span>
        {children}
      </span>
      {aside}
    </button>
  );
}
