import { MESSAGES } from '@thinkbuild/core/messages';
import { useEffect } from 'react';
import { applyDocumentMeta, NOT_FOUND_META } from '../lib/route-meta.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';

/** The 404 view for /error and every unknown path (SPEC.md §2). */
export function NotFound() {
  useEffect(() => applyDocumentMeta(NOT_FOUND_META), []);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {MESSAGES.notFoundTitle}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you were looking for isn’t here. It may have moved, or the link may be wrong.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {MESSAGES.returnHome}
      </ButtonLink>
    </Container>
  );
}
