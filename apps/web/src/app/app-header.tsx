import { NavLink } from 'react-router';
import { useSignOut } from '../entities/session/session.ts';
import { AnswersBadge } from '../features/questions/components/answers-badge.tsx';
import { SignOutIcon, UserIcon } from '../ui/icons.tsx';
import { HeaderSearch } from './header-search.tsx';
import { HeaderFrame } from './site-header.tsx';

// Tighter than the public header's links: on a 375 px phone the logo's mark, the search icon,
// Blog, Account and Sign out (each by its name, icons from `sm` up) and the theme share the bar.
// With the new-answers badge beside them they must still fit: 13 px type and 6 px sides on phones.
const item =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full px-1.5 py-2 text-sm font-semibold transition-colors max-sm:text-[13px] sm:px-3';
const tone = (isActive: boolean) =>
  isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-950';
const navClass = ({ isActive }: { isActive: boolean }) => `${item} ${tone(isActive)}`;

/** The header of signed-in pages: search, Home, Blog, My notes, the account and Sign out. */
export function AppHeader() {
  const signOut = useSignOut();
  return (
    <HeaderFrame home="/home" compact>
      <div className="flex min-w-0 items-center gap-1 sm:gap-3">
        <HeaderSearch />
        <nav aria-label="Main" className="flex items-center sm:gap-1">
          {/* On phones the logo (a link to /home) stands in for Home, making room for search. */}
          <NavLink to="/home" className={(s) => `${navClass(s)} max-sm:hidden`}>
            Home
          </NavLink>
          <NavLink to="/blogs" className={navClass}>
            Blog
          </NavLink>
          {/* On phones the account page links to it: four items already fill a 375 px header. */}
          <NavLink to="/notes" className={(s) => `${navClass(s)} max-md:hidden`}>
            My notes
          </NavLink>
          <AnswersBadge />
          <NavLink
            to="/account"
            className={({ isActive }) =>
              `${item} ${isActive ? 'bg-brand-50 ' : ''}${tone(isActive)}`
            }
          >
            <UserIcon className="h-5 w-5 max-sm:hidden" />
            Account
          </NavLink>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            aria-busy={signOut.isPending || undefined}
            className={`${item} ${tone(false)} hover:bg-slate-100 disabled:opacity-60`}
          >
            <SignOutIcon className="h-5 w-5 max-sm:hidden" />
            Sign out
          </button>
        </nav>
      </div>
    </HeaderFrame>
  );
}
