import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/*
 * Small stand-ins for React Router's <Navigate> and useSearchParams. Whatever a lazy page uses
 * from react-router is bundled into the entry chunk, which the landing page loads; these reuse
 * only what the entry already has (docs/decisions/001-declarative-router.md).
 */

/** One query-string value of the current URL. */
export const useSearchParam = (name: string) => new URLSearchParams(useLocation().search).get(name);

/** Replaces the current entry with `to` once rendered (a guard's redirect). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * Runs `reset` when the browser shows this page again from its back/forward cache: coming back
 * from a payment page with Back must not find the Pay button still busy.
 */
export function useOnRestoredFromCache(reset: () => void) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
}
