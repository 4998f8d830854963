import type { ReactNode } from 'react';
import { Container } from '../../../ui/container.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

type TProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode | undefined;
  actions?: ReactNode;
  /** The content's spacing: one form by default; a page of sections spaces them. */
  className?: string;
  /** The content is still loading (aria-busy). */
  busy?: boolean;
  children: ReactNode;
};

/** A page of the admin studio under the dashboard: its band, with the way back, then its content. */
export function AdminPage({
  eyebrow = 'Admin',
  title,
  lead,
  actions,
  className = 'py-10 sm:py-14',
  busy,
  children,
}: TProps) {
  return (
    <>
      <PageBand
        back={<AdminBackLink />}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        actions={actions}
      />
      <Container className={className} aria-busy={busy || undefined}>
        {children}
      </Container>
    </>
  );
}
