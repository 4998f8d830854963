/*
 * The lesson page's shape while it loads: the menu, a 16:9 video box and the text, so nothing
 * jumps when the page arrives. Lives in ui/ because the app shell shows it too, while the page's
 * code is still on its way. The pulse is for motion-safe users only.
 */

const PULSE = 'motion-safe:animate-pulse';

/** The video's place: a 16:9 box. */
export function VideoSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={`aspect-video rounded-2xl bg-gradient-to-br from-slate-200 to-slate-100 ${PULSE}`}
    />
  );
}

/** The lesson's title and a few lines of text. */
export function TextSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className={`h-4 w-32 rounded bg-slate-200 ${PULSE}`} />
      <div className={`h-8 w-2/3 rounded-lg bg-slate-200 ${PULSE}`} />
      <div className={`h-4 w-full rounded bg-slate-100 ${PULSE}`} />
      <div className={`h-4 w-5/6 rounded bg-slate-100 ${PULSE}`} />
    </div>
  );
}

/** The course menu: four section rows and a few lessons. */
export function MenuSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="hidden space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:block"
    >
      <div className={`h-3 w-full rounded-full bg-slate-200 ${PULSE}`} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-2 pt-2">
          <div className={`h-5 w-1/2 rounded bg-slate-200 ${PULSE}`} />
          {i === 0 &&
            [0, 1, 2].map((j) => (
              <div key={j} className={`h-9 rounded-lg bg-slate-100 ${PULSE}`} />
            ))}
        </div>
      ))}
    </div>
  );
}

/** The whole lesson page, inside the page's own width. */
export function LessonPageSkeleton() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <div aria-hidden="true" className={`h-5 w-48 rounded bg-slate-200 ${PULSE}`} />
        <div className="mt-5 items-start gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
          <MenuSkeleton />
          <div className="space-y-6">
            <VideoSkeleton />
            <TextSkeleton />
          </div>
        </div>
        <span className="sr-only" role="status">
          Loading lesson…
        </span>
      </div>
    </div>
  );
}
