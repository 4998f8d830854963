import { useLocation } from 'react-router';
import { useOnline } from '../../lib/use-online.ts';
import { Container } from '../../ui/container.tsx';
import { useDownloadedHere } from './downloads/use-downloaded-here.ts';

/** The lesson page; offline it opens only for a downloaded lesson (decisions/022). */
const isLessonPath = (pathname: string) => pathname.startsWith('/coursepage/');

export const offlineMessage = (pathname: string, downloaded = false) =>
  !isLessonPath(pathname)
    ? 'You are offline'
    : downloaded
      ? 'You are offline: this lesson is downloaded'
      : 'You are offline: this lesson is not downloaded';

/** A strip under the header while the browser is offline; nothing when online. */
export function OfflineBanner() {
  const online = useOnline();
  const { pathname, search } = useLocation();
  const downloaded = useDownloadedHere(`${pathname}${search}`, !online);
  if (online) return null;
  return (
    <div role="status" className="border-amber-200 border-b bg-amber-50 text-amber-900">
      <Container className="py-2 text-sm">
        <strong className="font-semibold">{offlineMessage(pathname, downloaded)}.</strong> Pages
        that need ThinkBuild's server load again when you are back online.
      </Container>
    </div>
  );
}

/**
 * Instead of a page that cannot load offline (a signed-in page opened from the cached shell
 * before the session could be checked): says why, and the page loads by itself once back online.
 */
export function OfflinePage() {
  const { pathname } = useLocation();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="font-bold text-2xl text-slate-950">{offlineMessage(pathname)}</h1>
      <p className="mt-2 max-w-md text-slate-600">
        This page needs a connection. It opens by itself when you are back online.
      </p>
    </Container>
  );
}
