import { useEffect, useState } from 'react';

/**
 * Whether the page at `href` (path and query) is a downloaded lesson that may play: the
 * offline notice then says so instead of "not downloaded". The store is loaded only when
 * asked (offline), so the shell's first chunk carries none of it.
 */
export function useDownloadedHere(href: string, enabled: boolean) {
  const [here, setHere] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import('./db.ts')
      .then((db) => db.playableAt(href))
      .then((found) => live && setHere(found))
      .catch(() => live && setHere(false));
    return () => {
      live = false;
    };
  }, [href, enabled]);
  return here;
}
