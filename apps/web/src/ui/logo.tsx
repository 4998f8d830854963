/** The mark and the wordmark; `compact` keeps only the mark on phones. */
export function Logo({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#4f46e5" />
        <path d="M9 10h14M16 10v13" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="23" cy="22" r="2.5" fill="#facc15" />
      </svg>
      <span className={compact ? 'max-sm:hidden' : undefined}>
        Think<span className="text-brand-600">Build</span>
      </span>
    </span>
  );
}
