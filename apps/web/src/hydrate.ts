/**
 * The only script a server-rendered page (the blog) starts with. Its content is in its HTML, so
 * the app's code is fetched after the first frame is on screen, not beside the stylesheet the
 * first paint waits for: on a slow phone line the text shows sooner and hydration follows
 * (prerender/page.ts writes the entry and its chunks into this tag's data attributes).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start() {
  const { entry, preload } = tag?.dataset ?? {};
  for (const href of preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

const afterFirstFrame = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterFirstFrame();
else addEventListener('load', afterFirstFrame, { once: true });
