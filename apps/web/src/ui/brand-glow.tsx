/**
 * The soft brand glow at the top of a tinted band (the sign-in screens, a secondary page's
 * opening): its parent is `relative overflow-hidden`.
 */
export function BrandGlow() {
  return (
    <div
      aria-hidden="true"
      className="-top-40 -translate-x-1/2 absolute left-1/2 h-80 w-[48rem] max-w-none rounded-full bg-gradient-to-r from-brand-500/20 via-fuchsia-400/20 to-accent-400/20 blur-3xl"
    />
  );
}
