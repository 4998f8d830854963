/** The bar's 24×24 filled icons; the button around each carries the name. */
const PATHS = {
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  volume:
    'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15 8.5a4.5 4.5 0 0 1 0 7v-1.8a2.8 2.8 0 0 0 0-3.4zm0-3.5a8 8 0 0 1 0 14v-1.9a6.2 6.2 0 0 0 0-10.2z',
  muted:
    'M4 9.5h3.5L12 5.5v13l-4.5-4H4zm11.3.2 1.2-1.2 2 2 2-2 1.2 1.2-2 2 2 2-1.2 1.2-2-2-2 2-1.2-1.2 2-2z',
  gear: 'M10.3 3h3.4l.5 2.5 1.5.8 2.4-.9 1.7 2.9-1.9 1.7v1.9l1.9 1.7-1.7 2.9-2.4-.9-1.5.8-.5 2.5h-3.4l-.5-2.5-1.5-.8-2.4.9L4.2 15l1.9-1.7v-1.9L4.2 9.7l1.7-2.9 2.4.9 1.5-.8zM12 9.3a2.7 2.7 0 1 0 0 5.4 2.7 2.7 0 0 0 0-5.4z',
  theatre: 'M3 7h18v10H3zm2 2v6h14V9z',
  pip: 'M3 5h18v14H3zm2 2v10h14V7zm6 5h7v4h-7z',
  enterFull: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  exitFull: 'M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z',
} as const;

export type TIconName = keyof typeof PATHS;

export function BarIcon({ name, className = 'h-6 w-6' }: { name: TIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
