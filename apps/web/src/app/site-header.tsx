import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeMenu } from '../features/theme/components/theme-menu.tsx';
import { ButtonLink, buttonClass } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { Logo } from '../ui/logo.tsx';
import { VisitorSearch } from './visitor-search.tsx';

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-950'
  }`;

/**
 * The sticky bar with the logo and the theme menu; public and signed-in headers put their own
 * nav in it. `compact`: on phones only the logo's mark, to leave room for a longer nav.
 */
export function HeaderFrame({
  home = '/',
  compact = false,
  children,
}: {
  home?: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-2 max-sm:px-3 sm:gap-3">
        <Link to={home} className="shrink-0 rounded-md text-xl" aria-label="ThinkBuild home">
          <Logo compact={compact} />
        </Link>
        <div className="flex items-center gap-0.5 sm:gap-2">
          {children}
          <ThemeMenu />
        </div>
      </Container>
    </header>
  );
}

/** Phones fit search, four items and the theme beside the logo's mark: tighter padding and type. */
const publicNavClass = (state: { isActive: boolean }) =>
  navClass(state).replace('px-3', 'px-1 max-sm:text-[13px] sm:px-3');

/**
 * The visitor's header: search, Courses, Pricing, Blog, Log In (SPEC.md §2) and the way in,
 * Start Building (on phones the shorter Sign up). Pricing leaves phones, whose footer links it.
 */
export function SiteHeader() {
  return (
    <HeaderFrame compact>
      <VisitorSearch />
      <nav aria-label="Main" className="flex items-center sm:gap-2">
        <NavLink to="/courses" className={publicNavClass}>
          Courses
        </NavLink>
        <NavLink to="/pricing" className={(s) => `${publicNavClass(s)} max-sm:hidden`}>
          Pricing
        </NavLink>
        <NavLink to="/blogs" className={publicNavClass}>
          Blog
        </NavLink>
        <NavLink to="/login" className={publicNavClass}>
          Log In
        </NavLink>
        <Link
          to="/signup"
          className={`${buttonClass()} whitespace-nowrap !px-2.5 max-sm:text-[13px] sm:hidden`}
        >
          Sign up
        </Link>
        <ButtonLink to="/signup" className="max-sm:hidden">
          Start Building
        </ButtonLink>
      </nav>
    </HeaderFrame>
  );
}
