import { NavLink } from 'react-router';
import { useSignOut } from '../lib/session.ts';
import { UserIcon } from '../ui/icons.tsx';
import { HeaderFrame } from './site-header.tsx';

function SignOutIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

// Tighter than the public header's links: four items share a 375 px phone with the logo.
const item =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold transition-colors sm:px-3';
const tone = (isActive: boolean) =>
  isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-950';
const navClass = ({ isActive }: { isActive: boolean }) => `${item} ${tone(isActive)}`;

/** The header of signed-in pages: Home, Blog, the account and Sign out. */
export function AppHeader() {
  const signOut = useSignOut();
  return (
    <HeaderFrame home="/home">
      <nav aria-label="Main" className="flex items-center sm:gap-1">
        <NavLink to="/home" className={navClass}>
          Home
        </NavLink>
        <NavLink to="/blogs" className={navClass}>
          Blog
        </NavLink>
        <NavLink
          to="/account"
          aria-label="Account"
          className={({ isActive }) => `${item} ${isActive ? 'bg-brand-50 ' : ''}${tone(isActive)}`}
        >
          <UserIcon />
          <span className="hidden sm:inline">Account</span>
        </NavLink>
        <button
          type="button"
          aria-label="Sign out"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          aria-busy={signOut.isPending || undefined}
          className={`${item} ${tone(false)} hover:bg-slate-100 disabled:opacity-60`}
        >
          <SignOutIcon />
          <span className="hidden sm:inline">Sign out</span>
        </button>
      </nav>
    </HeaderFrame>
  );
}
