import { useEffect, useRef } from 'react';

/**
 * A ref for the last element of a list: when it scrolls into view (or is already in view), the
 * next page is loaded. Used by the course menu, whose sections may hold thousands of lessons.
 */
export function useLoadMore(loadMore: () => void, active: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      // Start a little before the end is reached, so scrolling rarely waits.
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, active]);
  return ref;
}
