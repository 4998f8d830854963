import { CheckIcon, LockIcon, PlayIcon } from '../../../ui/icons.tsx';

/*
 * Decorative mock-ups of the product, drawn with HTML and CSS (no images: the CSP allows none
 * from elsewhere, and these stay sharp at every size). They are hidden from screen readers;
 * the section text beside each one says the same thing in words.
 */

const SECTIONS = [
  { name: 'Planning', note: 'Creator', open: false },
  { name: 'Build', note: 'Open', open: true },
  { name: 'Deeper Explanation', note: 'Builder', open: false },
  { name: 'Deployment', note: 'Creator', open: false },
] as const;

const BUILD_LESSONS = ['Set up the project', 'The navigation bar', 'A hero that shines'];

export function LessonVisual() {
  return (
    <div aria-hidden="true" className="rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="min-w-0">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700">
            <div className="absolute inset-x-6 top-6 space-y-2 opacity-40">
              <span className="block h-2 w-2/3 rounded-full bg-white/70" />
              <span className="block h-2 w-1/2 rounded-full bg-sky-300" />
              <span className="block h-2 w-3/5 rounded-full bg-white/70" />
              <span className="block h-2 w-1/3 rounded-full bg-fuchsia-300" />
            </div>
            <span className="absolute top-3 left-3 rounded-full bg-black/40 px-2 py-0.5 font-semibold text-white text-xs">
              Build · Lesson 2
            </span>
            <span className="absolute inset-0 m-auto flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg">
              <PlayIcon className="ml-1 h-6 w-6" />
            </span>
            <span className="absolute inset-x-3 bottom-3 h-1 rounded-full bg-white/30">
              <span className="block h-full w-2/5 rounded-full bg-accent-400" />
            </span>
          </div>
          <p className="mt-3 font-bold text-slate-950">The navigation bar</p>
          <p className="text-slate-600 text-sm">Links, a logo and a layout that works on phones.</p>
          <div className="mt-3 flex gap-2 text-xs">
            <span className="rounded-full border border-slate-300 px-3 py-1 font-semibold text-slate-700">
              Previous Lesson
            </span>
            <span className="rounded-full bg-brand-600 px-3 py-1 font-semibold text-white">
              Next Lesson
            </span>
          </div>
        </div>
        <ul className="space-y-1.5 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.name} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
              <span className="flex items-center justify-between gap-2 font-semibold text-slate-800">
                {section.name}
                {section.open ? (
                  <span className="text-emerald-700 text-xs">{section.note}</span>
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1 font-medium text-slate-600 text-xs">
                    <LockIcon className="h-3 w-3" />
                    {section.note}
                  </span>
                )}
              </span>
              {section.open && (
                <ol className="mt-1.5 space-y-1 text-slate-600 text-xs">
                  {BUILD_LESSONS.map((lesson, i) => (
                    <li
                      key={lesson}
                      className={`flex items-center gap-1.5 rounded px-1 py-0.5 ${i === 1 ? 'bg-brand-50 font-semibold text-brand-700' : ''}`}
                    >
                      {i === 0 ? (
                        <CheckIcon className="h-3 w-3 text-emerald-600" />
                      ) : (
                        <span className="w-3 text-center">{i + 1}</span>
                      )}
                      {lesson}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const OPTIONS = ['<p>', '<h1>', '<h6>', '<header>', '<title>'];

export function QuizVisual() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-6">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-slate-700">Question 3 of 5</span>
          <span className="flex gap-1">
            {[0, 1, 2, 3, 4].map((i) => (
              <span
                key={i}
                className={`h-1.5 w-6 rounded-full ${i < 2 ? 'bg-emerald-500' : i === 2 ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            ))}
          </span>
        </div>
        <p className="mt-4 font-bold text-lg text-slate-950">
          Which tag makes the most important heading on a page?
        </p>
        <ul className="mt-4 space-y-2">
          {OPTIONS.map((option, i) => (
            <li
              key={option}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2 font-mono text-sm ${
                i === 1
                  ? 'border-emerald-500 bg-emerald-50 text-emerald-800'
                  : 'border-slate-200 text-slate-700'
              }`}
            >
              <span
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full font-sans font-semibold text-xs ${
                  i === 1 ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-600'
                }`}
              >
                {i === 1 ? <CheckIcon className="h-3.5 w-3.5" /> : String.fromCharCode(65 + i)}
              </span>
              {option}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-600 text-sm">
          Pass mark: 4 of 5. Retry as often as you like.
        </p>
      </div>
      <span className="-top-4 -right-2 absolute hidden animate-float rounded-full bg-emerald-700 px-3 py-1.5 font-semibold text-sm text-white shadow-lg sm:inline-flex">
        Correct!
      </span>
    </div>
  );
}

const SNIPPET = [
  ['.card', ' {'],
  ['  display', ': flex;'],
  ['  gap', ': 1rem;'],
  ['  align-items', ': center;'],
  ['', '}'],
] as const;

export function CodeCopyVisual() {
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">Blog · Web</p>
      <p className="mt-2 font-bold text-lg text-slate-950">Line things up with Flexbox</p>
      <p className="mt-2 text-slate-600 text-sm">
        One rule puts the picture and the text side by side. Copy it into your project:
      </p>
      <div className="mt-4 overflow-hidden rounded-xl bg-slate-900">
        <div className="flex items-center justify-between border-slate-700 border-b px-4 py-2 text-xs">
          <span className="text-slate-300">CSS</span>
          <span className="inline-flex items-center gap-1 rounded-md bg-emerald-500/15 px-2 py-1 font-semibold text-emerald-300">
            <CheckIcon className="h-3 w-3" /> Copied
          </span>
        </div>
        <pre className="overflow-hidden p-4 font-mono text-sm leading-6">
          {SNIPPET.map(([prop, rest]) => (
            <span key={prop + rest} className="block">
              <span className="text-sky-300">{prop}</span>
              <span className="text-slate-200">{rest}</span>
            </span>
          ))}
        </pre>
      </div>
    </div>
  );
}
