import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../ui/container.tsx';
import { Logo } from '../ui/logo.tsx';

export const SOCIAL_LINKS = {
  youtube: 'https://www.youtube.com/@thinkbuild',
  instagram: 'https://www.instagram.com/thinkbuild',
} as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-300">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'rounded text-slate-300 hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo className="text-xl text-white" />
          <p className="mt-3 max-w-xs text-sm text-slate-300">
            Think, build, deploy. Learn to code by building real projects, one short lesson at a
            time.
          </p>
        </div>
        <FooterColumn title="Product">
          <li>
            <Link to="/pricing" className={linkClass}>
              Pricing
            </Link>
          </li>
          <li>
            <Link to="/tutorials" className={linkClass}>
              Tutorials
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Company">
          <li>
            <Link to="/aboutus" className={linkClass}>
              About us
            </Link>
          </li>
          <li>
            <Link to="/help" className={linkClass}>
              Help
            </Link>
          </li>
          <li>
            <Link to="/termsofservice" className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to="/privacypolicy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Follow us">
          <li>
            <a
              href={SOCIAL_LINKS.youtube}
              className={linkClass}
              rel="noopener noreferrer"
              target="_blank"
            >
              YouTube
            </a>
          </li>
          <li>
            <a
              href={SOCIAL_LINKS.instagram}
              className={linkClass}
              rel="noopener noreferrer"
              target="_blank"
            >
              Instagram
            </a>
          </li>
        </FooterColumn>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-6 text-sm text-slate-400">
          <p>© 2025 ThinkBuild. All rights reserved.</p>
        </Container>
      </div>
    </footer>
  );
}
