// First, so the page's code and data start loading before the rest of the app is evaluated.
import './app/open-page.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { openedPage } from './app/open-page.ts';
import { AppRoutes, OpeningFrame } from './app/routes.tsx';
import './app/styles.css';
import { applyThemeFromCookie } from './features/offline/shell-theme.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
applyThemeFromCookie();
// A lesson opened from its link starts its requests while the app's code loads.
if (window.location.pathname.startsWith('/coursepage/'))
  void import('./features/lesson-player/api/preload-lesson-page.ts').then((m) =>
    m.preloadCoursePage(new URL(window.location.href)),
  );

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>
);

// Public pages arrive prerendered (docs/decisions/002-prerender.md): hydrate them; React keeps
// the server HTML of a lazy page until its chunk has loaded. Other routes start empty.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task (the page is already readable meanwhile).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  if (openedPage) {
    // The page's code (and a signed-in page's session and data) is on its way (app/open-page.ts):
    // its frame shows meanwhile, and the app renders once the code is here (app/pages.ts).
    root.render(
      <StrictMode>
        <BrowserRouter>
          <OpeningFrame signedIn={openedPage.signedIn} />
        </BrowserRouter>
      </StrictMode>,
    );
    // A chunk that failed: the app's render asks again and shows the error.
    void openedPage.code.catch(() => undefined).then(() => root.render(app));
  } else root.render(app);
}
