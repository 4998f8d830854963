import { CheckIcon, PlayIcon } from '../../../ui/icons.tsx';
import {
  appear,
  between,
  CODE_DONE,
  caret,
  heroCss,
  LIVE_AT,
  lineDone,
  loopFade,
  QUIZ_AT,
  scrub,
  TIMED_CODE,
  typed,
} from './hero-timeline.ts';
import { WindowDots } from './window-dots.tsx';

// Every piece's animation class, made once at module load; the stylesheet follows from them.
const LINES = TIMED_CODE.map((line) => ({
  ...line,
  cover: typed(line.chars, line.start, line.duration),
  caret: caret(line.start, line.duration),
}));
const NEXT_LINE = appear(CODE_DONE);
const SHOWN = {
  nav: appear(lineDone(2)),
  title: appear(lineDone(3)),
  text: appear(lineDone(4)),
  button: appear(lineDone(5)),
  projects: appear(lineDone(6)),
  tiles: [0, 1, 2].map((i) => appear(lineDone(6) + 0.015 + i * 0.02)),
  building: between(0, LIVE_AT, false),
  live: between(LIVE_AT, 1, true),
  quizNext: between(0, QUIZ_AT, false),
  quizDone: between(QUIZ_AT, 1, true),
};
const HERO_CSS = heroCss();

function Editor() {
  return (
    <div className="flex min-w-0 flex-col border-slate-700/70 border-r">
      <div className="flex items-center gap-2 border-slate-700/70 border-b px-3 py-1.5 text-slate-300">
        <span className="rounded bg-slate-800 px-1.5 py-0.5">App.jsx</span>
        <span className="hidden sm:inline">styles.css</span>
      </div>
      <pre className="flex-1 overflow-hidden px-2 py-2 font-mono leading-[1.7] sm:px-3">
        <code className={`block ${loopFade}`}>
          {LINES.map((line, index) => (
            <span key={line.start} className="flex whitespace-pre">
              <span className="w-[2.5ch] shrink-0 text-slate-400 select-none">{index + 1}</span>
              <span style={{ width: `${line.indent}ch` }} className="shrink-0" />
              <span className="relative inline-block shrink-0 whitespace-pre">
                {line.tokens.map(([text, className]) => (
                  <span key={text} className={className}>
                    {text}
                  </span>
                ))}
                {/* Slides off the text a character at a time: the typing, on the compositor. */}
                <span className={`absolute inset-0 flex items-center bg-slate-900 ${line.cover}`}>
                  <span className={`h-[1.2em] w-[2px] bg-accent-400 ${line.caret}`} />
                </span>
              </span>
            </span>
          ))}
          <span className={`flex ${NEXT_LINE}`}>
            <span className="w-[2.5ch] shrink-0 text-slate-400">{LINES.length + 1}</span>
            <span className="h-[1.2em] w-[2px] animate-caret-blink self-center bg-accent-400" />
          </span>
        </code>
      </pre>
    </div>
  );
}

const PROJECT_TONES = [
  'from-brand-500 to-fuchsia-500',
  'from-sky-400 to-emerald-400',
  'from-amber-300 to-rose-400',
];

function Preview() {
  return (
    <div className="flex min-w-0 flex-col bg-slate-800/60 p-2 sm:p-3">
      <div className="flex flex-1 flex-col overflow-hidden rounded-md bg-white text-slate-900 shadow-lg">
        <div className="flex items-center gap-1.5 border-slate-200 border-b bg-slate-100 px-2 py-1">
          <span className="h-1.5 w-1.5 rounded-full bg-slate-300" />
          <span className="h-1.5 w-1.5 rounded-full bg-slate-300" />
          <span className="ml-1 flex-1 truncate rounded bg-white px-1.5 py-0.5 text-[0.85em] text-slate-600">
            zola.dev
          </span>
        </div>
        <div className={`flex flex-1 flex-col gap-[0.6em] p-[0.8em] ${loopFade}`}>
          <div className={`flex items-center justify-between ${SHOWN.nav}`}>
            <span className="h-[0.9em] w-[0.9em] rounded-full bg-brand-600" />
            <span className="flex gap-1">
              <span className="h-[0.4em] w-[1.6em] rounded-full bg-slate-300" />
              <span className="h-[0.4em] w-[1.6em] rounded-full bg-slate-300" />
            </span>
          </div>
          <p className={`font-extrabold text-[1.25em] leading-tight ${SHOWN.title}`}>
            Hi, I’m Zola
          </p>
          <p className={`text-slate-600 ${SHOWN.text}`}>I build apps.</p>
          <span
            className={`self-start rounded-full bg-brand-600 px-[0.9em] py-[0.3em] font-semibold text-white ${SHOWN.button}`}
          >
            Hire me
          </span>
          <div className={`mt-auto ${SHOWN.projects}`}>
            <p className="font-bold text-[0.8em] text-slate-500 uppercase tracking-wider">
              Projects
            </p>
            <div className="mt-[0.4em] grid grid-cols-3 gap-[0.4em]">
              {PROJECT_TONES.map((tone, i) => (
                <span
                  key={tone}
                  className={`aspect-[4/3] rounded bg-gradient-to-br ${tone} ${SHOWN.tiles[i]}`}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The landing page's "video": a lesson whose editor types itself while the preview builds the
 * page, then deploys it and passes the quiz. It loops forever and is pure CSS on the compositor (see hero-timeline).
 */
export function HeroAnimation() {
  return (
    <div className="relative">
      <style>{HERO_CSS}</style>
      <div
        aria-hidden="true"
        className="-inset-6 absolute rounded-[2rem] bg-gradient-to-tr from-brand-600/25 via-fuchsia-400/15 to-accent-400/25 blur-2xl"
      />
      <div
        role="img"
        aria-label="A lesson video: code types itself in an editor while the page it describes builds up in a live preview, is deployed, and the lesson quiz is passed."
        className="relative overflow-hidden rounded-2xl bg-slate-900 text-[9px] text-slate-300 shadow-2xl shadow-brand-900/30 ring-1 ring-white/10 sm:text-xs lg:text-[13px]"
      >
        <div className="flex items-center gap-2 border-slate-700/70 border-b px-3 py-2">
          <WindowDots />
          <span className="ml-2 truncate font-medium text-slate-200">
            Portfolio · Build · Lesson 4
          </span>
          <span className="relative ml-auto grid shrink-0 font-semibold">
            <span className={`col-start-1 row-start-1 text-amber-300 ${SHOWN.building}`}>
              ● Building
            </span>
            <span className={`col-start-1 row-start-1 text-emerald-300 ${SHOWN.live}`}>● Live</span>
          </span>
        </div>
        <div className="grid grid-cols-[1.45fr_1fr]">
          <Editor />
          <Preview />
        </div>
        <div className="flex items-center gap-3 border-slate-700/70 border-t px-3 py-2">
          <PlayIcon className="h-3.5 w-3.5 shrink-0 text-white" />
          <span className="relative h-1 flex-1 overflow-hidden rounded-full bg-slate-700">
            <span className={`absolute inset-0 origin-left rounded-full bg-brand-500 ${scrub}`} />
          </span>
          <span className="relative grid shrink-0 font-semibold">
            <span className={`col-start-1 row-start-1 text-slate-300 ${SHOWN.quizNext}`}>
              Quiz next
            </span>
            <span
              className={`col-start-1 row-start-1 inline-flex items-center gap-1 text-emerald-300 ${SHOWN.quizDone}`}
            >
              <CheckIcon className="h-3 w-3" /> Quiz 5/5
            </span>
          </span>
        </div>
      </div>
    </div>
  );
}
