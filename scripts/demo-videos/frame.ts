import {
  demoLessonVideos,
  type TLessonVideo,
  type TVideoFrame,
} from '@thinkbuild/demo/lesson-videos';
import hljs from 'highlight.js';
import { PREVIEW_BASE_CSS, PREVIEW_PAGE } from './preview-page.ts';

/**
 * One frame of a demo lesson's video as an HTML page of 1280x720 (docs/decisions/041): the title
 * card, the editor with its preview, the points to remember, the end card. Plain HTML and CSS,
 * drawn by Chromium and screenshotted by make.ts.
 */

const TRACK = {
  web: { accent: '#6366f1', soft: '#c7d2fe', deep: '#1e1b4b', label: 'Web Development' },
  mobile: { accent: '#10b981', soft: '#a7f3d0', deep: '#022c22', label: 'Mobile Development' },
  game: { accent: '#f59e0b', soft: '#fde68a', deep: '#291a02', label: 'Game Development' },
} as const;

const SECTION_LABEL: Record<string, string> = {
  planning: 'Planning',
  build: 'Build',
  explanation: 'Deeper Explanation',
  deployment: 'Deployment',
};

const HLJS_LANGUAGE: Record<string, string> = {
  html: 'xml',
  css: 'css',
  javascript: 'javascript',
  bash: 'bash',
  json: 'json',
  csharp: 'csharp',
  cpp: 'cpp',
  markdown: 'markdown',
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first `lines` lines of the block's code, highlighted, one <div> a line. */
function codeLines(code: string, language: string, lines: number, cursor: boolean) {
  const text = code.split('\n').slice(0, lines).join('\n');
  const html = hljs.highlight(text, { language: HLJS_LANGUAGE[language] ?? 'plaintext' }).value;
  // hljs spans may run over line ends: close and reopen them around each break.
  const out: string[] = [];
  const open: string[] = [];
  let line = '';
  for (const token of html.split(/(<span[^>]*>|<\/span>|\n)/)) {
    if (token === '\n') {
      out.push(line + '</span>'.repeat(open.length));
      line = open.join('');
    } else {
      if (token.startsWith('<span')) open.push(token);
      else if (token === '</span>') open.pop();
      line += token;
    }
  }
  out.push(line + '</span>'.repeat(open.length));
  return out
    .map(
      (l, i) =>
        `<div class="ln"><b>${i + 1}</b><span>${l || ' '}${cursor && i === out.length - 1 ? '<i class="caret"></i>' : ''}</span></div>`,
    )
    .join('');
}

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:1280px;height:720px;overflow:hidden}
body{font-family:'DejaVu Sans',sans-serif;background:#0b1020;color:#e2e8f0;position:relative}
.mono{font-family:'DejaVu Sans Mono',monospace}
.top{position:absolute;left:0;right:0;top:0;height:64px;display:flex;align-items:center;gap:16px;padding:0 40px;border-bottom:1px solid #1e293b;background:#0f172a}
.logo{display:flex;align-items:center;gap:10px;font-weight:700;font-size:22px;color:#fff}
.logo i{width:30px;height:30px;border-radius:8px;background:var(--accent);display:inline-block;position:relative}
.logo i::after{content:'';position:absolute;left:8px;top:8px;width:14px;height:14px;border:3px solid #fff;border-radius:3px}
.crumb{color:#94a3b8;font-size:20px}
.crumb strong{color:#e2e8f0;font-weight:600}
.pill{margin-left:auto;background:var(--accent);color:#0b1020;font-weight:700;font-size:18px;padding:6px 14px;border-radius:999px}
.caption{position:absolute;left:40px;right:40px;bottom:26px;min-height:60px;display:flex;align-items:center;justify-content:center;text-align:center;font-size:27px;line-height:1.3;color:#fff;background:rgba(2,6,23,.82);border:1px solid #1e293b;border-radius:14px;padding:10px 24px}
.caption:empty{display:none}
/* title */
.title{position:absolute;inset:0;background:radial-gradient(circle at 85% 20%,var(--accent) 0,transparent 45%),linear-gradient(135deg,var(--deep) 0%,#0b1020 70%)}
.title .left{position:absolute;left:72px;top:96px;width:640px}
.tag{display:inline-block;font-size:22px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--soft);margin-bottom:22px}
.title h1{font-size:58px;line-height:1.08;font-weight:700;color:#fff;margin-bottom:26px}
.meta{font-size:24px;color:#cbd5e1;line-height:1.4}
.meta span{color:#fff;font-weight:700}
.card{position:absolute;right:64px;top:132px;width:440px;background:#0f172a;border:1px solid #334155;border-radius:16px;box-shadow:0 30px 60px rgba(0,0,0,.45);overflow:hidden;transform:rotate(-2deg)}
.card .bar{height:40px;background:#1e293b;display:flex;align-items:center;gap:8px;padding:0 16px;font-size:16px;color:#94a3b8}
.dots{display:flex;gap:6px;margin-right:10px}.dots i{width:11px;height:11px;border-radius:50%;background:#475569;display:block}
.card .code{padding:14px 16px 18px;font-size:17px;line-height:1.5;max-height:330px;overflow:hidden}
/* code */
.heading{position:absolute;left:40px;top:84px;font-size:30px;font-weight:700;color:#fff}
.heading small{font-size:20px;color:var(--soft);font-weight:600;margin-right:14px;text-transform:uppercase;letter-spacing:.04em}
.editor{position:absolute;left:40px;top:140px;width:var(--editor-width,700px);bottom:112px;background:#0f172a;border:1px solid #1e293b;border-radius:14px;overflow:hidden}
.tabs{height:42px;background:#111a2e;display:flex;align-items:flex-end;padding:0 12px;border-bottom:1px solid #1e293b}
.tab{background:#0f172a;color:#e2e8f0;font-size:17px;padding:10px 18px;border-radius:8px 8px 0 0;border-top:3px solid var(--accent)}
.code{font-size:var(--code-size,19px);line-height:1.5;padding:12px 0;white-space:pre;color:#e2e8f0}
.ln{display:flex}
.ln>span{white-space:pre-wrap;overflow-wrap:anywhere;min-width:0;padding-right:12px}
.card .ln>span{white-space:pre}
.ln b{width:52px;text-align:right;padding-right:16px;color:#475569;font-weight:400;flex:none}
.caret{display:inline-block;width:3px;height:1.1em;background:var(--accent);vertical-align:text-bottom;margin-left:1px}
.side{position:absolute;left:calc(var(--editor-width,700px) + 60px);right:40px;top:140px;bottom:112px;border-radius:14px;overflow:hidden;border:1px solid #1e293b}
.browser{background:#fff;display:flex;flex-direction:column}
.browser .bar{height:42px;background:#e2e8f0;display:flex;align-items:center;gap:8px;padding:0 14px}
.browser .bar .url{flex:1;background:#fff;border-radius:999px;color:#475569;font-size:15px;padding:5px 14px}
.browser iframe{flex:none;border:0;width:800px;height:${Math.ceil((720 - 140 - 112 - 42) / 0.6)}px;transform:scale(.6);transform-origin:0 0}
.notes{background:#0f172a;padding:26px 28px}
.notes h2{font-size:20px;text-transform:uppercase;letter-spacing:.05em;color:var(--soft);margin-bottom:18px}
.notes li{list-style:none;font-size:23px;line-height:1.35;color:#e2e8f0;margin-bottom:16px;padding-left:30px;position:relative}
.notes li::before{content:'';position:absolute;left:0;top:9px;width:12px;height:12px;border-radius:3px;background:var(--accent)}
.notes li.now{color:#fff;font-weight:700}
/* points */
.points{position:absolute;left:40px;right:40px;top:140px;bottom:112px;display:grid;grid-template-rows:repeat(5,1fr);gap:10px}
.point{background:#0f172a;border:1px solid #1e293b;border-radius:12px;padding:8px 20px;display:flex;flex-direction:column;justify-content:center;border-left:6px solid var(--accent)}
.point.off{opacity:0}
.point p{font-size:17px;color:#94a3b8;margin-bottom:3px}
.point strong{font-size:21px;color:#fff;line-height:1.25}
/* end */
.end{position:absolute;inset:0;background:linear-gradient(135deg,var(--deep) 0%,#0b1020 75%);display:flex;flex-direction:column;justify-content:center;padding:0 96px 90px}
.end .done{font-size:26px;color:var(--soft);font-weight:700;margin-bottom:16px}
.end h1{font-size:52px;color:#fff;line-height:1.1;margin-bottom:36px;max-width:1000px}
.end .steps{display:flex;gap:20px}
.end .step{background:#0f172a;border:1px solid #334155;border-radius:14px;padding:20px 26px;font-size:22px;color:#cbd5e1;max-width:520px}
.end .step span{display:block;font-size:17px;color:var(--soft);text-transform:uppercase;letter-spacing:.05em;margin-bottom:6px;font-weight:700}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in,.hljs-meta .hljs-keyword{color:#c084fc}
.hljs-tag,.hljs-name{color:#f472b6}
.hljs-attr,.hljs-attribute,.hljs-property{color:#7dd3fc}
.hljs-string,.hljs-meta .hljs-string{color:#86efac}
.hljs-number,.hljs-literal{color:#fdba74}
.hljs-comment,.hljs-quote{color:#64748b;font-style:italic}
.hljs-title,.hljs-title.function_,.hljs-title.class_,.hljs-section{color:#fde047}
.hljs-selector-class,.hljs-selector-id,.hljs-selector-pseudo,.hljs-variable{color:#fcd34d}
.hljs-meta{color:#94a3b8}
.hljs-bullet{color:var(--accent)}
.hljs-type{color:#5eead4}
`;

const PREVIEWABLE = new Set(['html', 'css', 'javascript']);

/** The web lessons' preview: the typed HTML, or the portfolio page with the typed CSS. */
function previewDoc(video: TLessonVideo, blockIndex: number, lines: number) {
  const block = video.blocks[blockIndex];
  if (!block) return '';
  const typed = block.code.split('\n').slice(0, lines).join('\n');
  // The CSS of the course's earlier lessons, and of this lesson's earlier blocks, is in place.
  const all = demoLessonVideos().filter(
    (v) => v.category === video.category && v.project === video.project,
  );
  const before = all.slice(0, all.indexOf(video)).flatMap((v) => v.blocks);
  const earlier = [...before, ...video.blocks.slice(0, blockIndex)];
  const css = earlier.filter((b) => b.language === 'css').map((b) => b.code);
  if (block.language === 'css') css.push(typed);
  const html =
    block.language === 'html' && !typed.includes('<link')
      ? typed
      : block.language === 'html'
        ? typed.replace(/<link[^>]*>/g, '')
        : PREVIEW_PAGE;
  // The preview shows the part of the page the CSS styles (the projects gallery is below the
  // fold): scrolled to the first class or id it names.
  const target = block.language === 'css' ? /^\s*([.#][\w-]+)/m.exec(block.code)?.[1] : undefined;
  const scroll = target
    ? `<script>const el = document.querySelector(${JSON.stringify(target)}); if (el) scrollTo(0, (el.closest('section') ?? el).getBoundingClientRect().top + scrollY)</script>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><style>${PREVIEW_BASE_CSS}${css.join('\n')}</style></head><body>${html.replace(/<!doctype html>/i, '')}${scroll}</body></html>`;
}

/** The page of one frame. */
export function frameHtml(video: TLessonVideo, frame: TVideoFrame): string {
  const track = TRACK[video.category as keyof typeof TRACK] ?? TRACK.web;
  const vars = `--accent:${track.accent};--soft:${track.soft};--deep:${track.deep}`;
  const where = `${SECTION_LABEL[video.section] ?? video.section} · Lesson ${video.number}`;
  const top = `<div class="top"><div class="logo"><i></i>ThinkBuild</div><div class="crumb">${esc(track.label)} › <strong>${esc(video.projectTitle)}</strong></div><div class="pill">${esc(where)}</div></div>`;
  const caption = `<div class="caption">${esc(frame.caption)}</div>`;
  let body = '';
  if (frame.scene === 'title') {
    const glimpse = video.blocks[0];
    body = `<div class="title"><div class="left"><div class="tag">${esc(track.label)} · ${esc(SECTION_LABEL[video.section] ?? '')}</div><h1>${esc(video.title)}</h1><div class="meta"><span>${esc(video.projectTitle)}</span> · Lesson ${video.number} · ${Math.round(video.durationSeconds / 60)} min</div></div>${
      glimpse
        ? `<div class="card"><div class="bar"><div class="dots"><i></i><i></i><i></i></div><span class="mono">${esc(glimpse.file)}</span></div><div class="code mono" style="--code-size:17px">${codeLines(glimpse.code, glimpse.language, 13, false)}</div></div>`
        : ''
    }</div>${top}`;
  } else if (frame.scene === 'code') {
    const b = frame.block ?? 0;
    const block = video.blocks[b];
    if (!block) throw new Error(`${video.file}: no block ${b}`);
    const count = block.code.split('\n').length;
    const web = video.category === 'web' && PREVIEWABLE.has(block.language);
    // As large as the lines allow: long lines wrap rather than go under 15 px.
    const longest = Math.max(...block.code.split('\n').map((l) => l.length));
    const fits = Math.floor((web ? 620 : 700) / (0.602 * longest));
    const size = Math.max(
      15,
      Math.min(count > 16 ? 15 : count > 12 ? 17 : count > 8 ? 20 : 24, fits),
    );
    const lineCount = frame.lines ?? count;
    const side = web
      ? `<div class="side browser"><div class="bar"><div class="dots"><i></i><i></i><i></i></div><div class="url mono">localhost:5500/index.html</div></div><iframe sandbox="allow-scripts" srcdoc="${esc(previewDoc(video, b, lineCount))}"></iframe></div>`
      : `<div class="side notes"><h2>What this code does</h2><ul>${block.notes
          .slice(0, frame.notes ?? 0)
          .map((n, i) => `<li class="${i + 1 === frame.notes ? 'now' : ''}">${esc(n)}</li>`)
          .join('')}</ul></div>`;
    const step = video.blocks.length > 1 ? `Step ${b + 1} of ${video.blocks.length}` : 'Code along';
    body = `${top}<div class="heading"><small>${step}</small>${esc(video.title)}</div><div style="--editor-width:${web ? 700 : 780}px"><div class="editor"><div class="tabs"><div class="tab mono">${esc(block.file)}</div></div><div class="code mono" style="--code-size:${size}px">${codeLines(block.code, block.language, lineCount, true)}</div></div>${side}</div>`;
  } else if (frame.scene === 'points') {
    const shown = frame.points ?? 0;
    body = `${top}<div class="heading"><small>Remember</small>Five things from this lesson</div><div class="points">${video.points
      .map(
        (p, i) =>
          `<div class="point${i < shown ? '' : ' off'}"><p>${esc(p.question)}</p><strong>${esc(p.answer)}</strong></div>`,
      )
      .join('')}</div>`;
  } else {
    body = `<div class="end"><div class="done">Lesson ${video.number} complete</div><h1>${esc(video.title)}</h1><div class="steps"><div class="step"><span>Now</span>Take the five-question quiz</div>${
      video.next
        ? `<div class="step"><span>Up next</span>${esc(video.next)}</div>`
        : `<div class="step"><span>Finished</span>${esc(video.projectTitle)}</div>`
    }</div></div>${top}`;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body style="${vars}">${body}${caption}</body></html>`;
}
