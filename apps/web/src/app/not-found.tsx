import { MESSAGES } from '@thinkbuild/core/messages';
import { useEffect } from 'react';
import { applyDocumentMeta, NOT_FOUND_META } from '../lib/route-meta.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { MapPinIcon } from '../ui/icons.tsx';

/** The 404 view for /error and every unknown path (SPEC.md §2). */
export function NotFound() {
  useEffect(() => applyDocumentMeta(NOT_FOUND_META), []);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <MapPinIcon className="h-8 w-8" />
      </span>
      {/* Said once, in SPEC's words; the line under it says what may have happened instead. */}
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        {MESSAGES.notFoundTitle}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        The link may be wrong, or the page may have moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          {MESSAGES.returnHome}
        </ButtonLink>
        <ButtonLink to="/courses" size="lg" variant="secondary">
          Browse courses
        </ButtonLink>
      </div>
    </Container>
  );
}
