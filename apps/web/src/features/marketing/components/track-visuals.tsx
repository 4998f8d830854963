import { useId } from 'react';
import { WindowDots } from './window-dots.tsx';

/*
 * Decorative pictures of the mobile and game tracks, drawn with CSS and inline SVG (hidden from
 * screen readers: the section text says what they show).
 */

const APP_CARDS = [
  { title: 'Weather app', tone: 'from-sky-400 to-brand-600' },
  { title: 'Habit tracker', tone: 'from-emerald-400 to-teal-600' },
  { title: 'Recipe book', tone: 'from-amber-300 to-rose-500' },
];

export function PhoneVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xs">
      <div className="-inset-8 absolute rounded-full bg-gradient-to-tr from-emerald-300/40 to-brand-500/30 blur-3xl" />
      <div className="relative mx-auto w-60 rounded-[2.5rem] bg-slate-900 p-2.5 shadow-2xl ring-1 ring-slate-900/20 sm:w-64">
        <div className="overflow-hidden rounded-[2rem] bg-slate-50">
          <div className="flex items-center justify-between px-5 pt-3 font-semibold text-[10px] text-slate-700">
            <span>9:41</span>
            <span className="h-4 w-16 rounded-full bg-slate-900" />
            <span>100%</span>
          </div>
          <div className="px-4 pt-4 pb-3">
            <p className="text-slate-600 text-xs">Welcome back</p>
            <p className="font-extrabold text-slate-950 text-xl">My Portfolio</p>
            <div className="mt-3 flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <span className="h-10 w-10 rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-500" />
              <span className="min-w-0">
                <span className="block font-bold text-slate-900 text-sm">Lerato M.</span>
                <span className="block text-slate-600 text-xs">Mobile developer</span>
              </span>
            </div>
            <p className="mt-4 font-bold text-slate-800 text-xs uppercase tracking-wider">
              Projects
            </p>
            <ul className="mt-2 space-y-2">
              {APP_CARDS.map((card, i) => (
                <li
                  key={card.title}
                  className="flex animate-float items-center gap-3 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200"
                  style={{ animationDelay: `${i * 0.4}s` }}
                >
                  <span className={`h-8 w-8 rounded-lg bg-gradient-to-br ${card.tone}`} />
                  <span className="font-semibold text-slate-800 text-sm">{card.title}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex justify-around border-slate-200 border-t bg-white py-3">
            <span className="h-2 w-6 rounded-full bg-brand-600" />
            <span className="h-2 w-6 rounded-full bg-slate-300" />
            <span className="h-2 w-6 rounded-full bg-slate-300" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function BrowserVisual() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200">
        <div className="flex items-center gap-2 border-slate-200 border-b bg-slate-100 px-4 py-2.5">
          <WindowDots />
          <span className="ml-2 flex-1 truncate rounded-md bg-white px-3 py-1 text-slate-600 text-xs">
            https://my-portfolio.dev
          </span>
        </div>
        <div className="p-5 sm:p-7">
          <div className="flex items-center justify-between">
            <span className="font-extrabold text-slate-950">Sipho.dev</span>
            <span className="flex gap-3 text-slate-600 text-xs">
              <span>Work</span>
              <span>About</span>
              <span>Contact</span>
            </span>
          </div>
          <p className="mt-6 font-extrabold text-2xl text-slate-950 leading-tight sm:text-3xl">
            I make websites that feel fast.
          </p>
          <p className="mt-2 text-slate-600 text-sm">Front-end developer in Durban.</p>
          <span className="mt-4 inline-flex rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-sm text-white">
            See my work
          </span>
          <div className="mt-6 grid grid-cols-3 gap-3">
            {[
              'from-brand-500 to-fuchsia-500',
              'from-sky-400 to-emerald-400',
              'from-amber-300 to-rose-400',
            ].map((tone) => (
              <span key={tone} className={`aspect-[4/3] rounded-lg bg-gradient-to-br ${tone}`} />
            ))}
          </div>
        </div>
      </div>
      <span className="-bottom-4 -left-2 absolute hidden animate-float rounded-xl bg-slate-900 px-3 py-2 font-mono text-white text-xs shadow-lg sm:block">
        <span className="text-sky-300">display</span>: grid;
      </span>
    </div>
  );
}

const FLOOR_LINES = [-3, -2, -1, 0, 1, 2, 3];
const TARGETS = [
  { x: 90, y: 128, r: 16, delay: '0s' },
  { x: 300, y: 112, r: 13, delay: '0.8s' },
  { x: 225, y: 150, r: 10, delay: '1.6s' },
];

export function GameVisual() {
  const id = useId();
  const sky = `${id}-sky`;
  const floor = `${id}-floor`;
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-slate-950 shadow-2xl ring-1 ring-slate-900/20"
    >
      <svg
        viewBox="0 0 400 280"
        className="block h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#1e1b4b" />
            <stop offset="1" stopColor="#4338ca" />
          </linearGradient>
          <linearGradient id={floor} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#0f172a" />
          </linearGradient>
        </defs>
        <rect width="400" height="180" fill={`url(#${sky})`} />
        <circle cx="320" cy="60" r="22" fill="#facc15" opacity="0.9" />
        <path d="M0 180 60 120 110 150 170 95 240 150 290 115 400 180Z" fill="#312e81" />
        <rect y="180" width="400" height="100" fill={`url(#${floor})`} />
        <g stroke="#818cf8" strokeOpacity="0.35" strokeWidth="1">
          {FLOOR_LINES.map((n) => (
            <line key={n} x1={200 + n * 12} y1="180" x2={200 + n * 110} y2="280" />
          ))}
          {[192, 208, 232, 266].map((y) => (
            <line key={y} x1="0" y1={y} x2="400" y2={y} />
          ))}
        </g>
        {TARGETS.map((t) => (
          <g key={t.x} className="animate-float" style={{ animationDelay: t.delay }}>
            <circle cx={t.x} cy={t.y} r={t.r} fill="#f43f5e" />
            <circle cx={t.x} cy={t.y} r={t.r * 0.6} fill="#fff" />
            <circle cx={t.x} cy={t.y} r={t.r * 0.25} fill="#f43f5e" />
          </g>
        ))}
        <g stroke="#facc15" strokeWidth="2.5" strokeLinecap="round">
          <path d="M200 124v-10M200 146v10M189 135h-10M211 135h10" />
        </g>
        <path d="M238 280 262 214h44l26 66Z" fill="#334155" />
        <path d="M262 214h44l-6-14h-32Z" fill="#475569" />
        <rect x="276" y="190" width="16" height="14" rx="2" fill="#1e293b" />
        <g fontFamily="ui-monospace, monospace" fontWeight="700" fontSize="14">
          <rect x="12" y="12" width="108" height="30" rx="8" fill="#0f172a" fillOpacity="0.75" />
          <text x="24" y="32" fill="#ffffff">
            SCORE 120
          </text>
          <rect x="12" y="240" width="120" height="12" rx="6" fill="#0f172a" fillOpacity="0.75" />
          <rect x="14" y="242" width="84" height="8" rx="4" fill="#34d399" />
        </g>
      </svg>
    </div>
  );
}
