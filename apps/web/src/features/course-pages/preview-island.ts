/*
 * The only script of the public course page (docs/decisions/023): the page is HTML rendered on
 * the server, and this small module (no React) plays the free preview lesson and scores its quiz.
 * The server decides what a visitor may open: the video and the score come from the lesson
 * endpoints, which answer a visitor for the preview lesson only (learning/access/access.ts).
 */
import type { TPreviewQuizResult } from '@thinkbuild/core/schemas/course-pages';

type TVideo = { url: string; hls: { master: string; poster: string | null } | null };

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const RIGHT = ['border-emerald-600', 'bg-emerald-50'];
const WRONG = ['border-red-600', 'bg-red-50'];

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as T;
}

/** Native HLS where the browser plays it (Safari, Chromium 14x+), else the MP4; MP4 on error. */
async function startVideo(id: string, video: HTMLVideoElement, status: Element | null) {
  try {
    const v = await call<TVideo>(`/api/lessons/${id}/video`);
    if (v.hls?.poster) video.poster = v.hls.poster;
    const hls = v.hls && video.canPlayType(HLS_TYPE) ? v.hls.master : null;
    if (hls)
      video.addEventListener('error', () => video.setAttribute('src', v.url), { once: true });
    video.preload = 'metadata';
    video.src = hls ?? v.url;
  } catch {
    if (status)
      status.textContent = 'The preview video could not be loaded. Please reload the page.';
  }
}

function showResult(form: HTMLFormElement, result: TPreviewQuizResult) {
  form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-question]').forEach((fs, i) => {
    const r = result.results[i];
    if (!r) return;
    for (const label of fs.querySelectorAll<HTMLElement>('label[data-option]')) {
      label.classList.remove(...RIGHT, ...WRONG);
      const option = Number(label.dataset.option);
      if (option === r.rightOption) label.classList.add(...RIGHT);
      else if (option === r.chosen) label.classList.add(...WRONG);
    }
    const note = fs.querySelector<HTMLElement>('[data-explanation]');
    if (!note) return;
    const right = fs.querySelector(`label[data-option="${r.rightOption}"] span`)?.textContent;
    // As on the lesson page, the right option shows once passed or from the second failed try.
    const wrong = right ? `Not quite: the answer is “${right}”.` : 'Not quite.';
    note.textContent = (
      r.correct ? `Correct. ${r.explanation}` : `${wrong} ${r.explanation}`
    ).trim();
    note.className = `mt-2 text-sm ${r.correct ? 'text-emerald-700' : 'text-red-700'}`;
    note.hidden = false;
  });
  const box = form.querySelector<HTMLElement>('[data-quiz-result]');
  const score = form.querySelector('[data-quiz-score]');
  if (score) {
    const retry = result.revealed
      ? ''
      : ' Try again: the right answers show after your second try.';
    score.textContent = `You scored ${result.score} of ${result.total}${result.passed ? ': well done!' : `.${retry}`}`;
  }
  if (box) {
    box.hidden = false;
    box.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }
}

function startQuiz(id: string, form: HTMLFormElement) {
  // The server's signed record of this page's earlier tries, sent back with the next one.
  let attempt: string | undefined;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const answers = [...form.querySelectorAll('fieldset[data-question]')].map((fs) =>
      Number(fs.querySelector<HTMLInputElement>('input:checked')?.value ?? -1),
    );
    if (button) button.disabled = true;
    try {
      const result = await call<TPreviewQuizResult>(`/api/lessons/${id}/preview-quiz`, {
        answers,
        ...(attempt && { attempt }),
      });
      attempt = result.attempt;
      showResult(form, result);
    } catch {
      const score = form.querySelector('[data-quiz-score]');
      if (score) score.textContent = 'Your answers could not be checked. Please try again.';
      form.querySelector<HTMLElement>('[data-quiz-result]')?.removeAttribute('hidden');
    } finally {
      if (button) button.disabled = false;
    }
  });
}

/** Brings the page's preview section to life, once. */
export function startPreview(root: ParentNode = document) {
  const section = root.querySelector<HTMLElement>('[data-preview]');
  const id = section?.dataset.preview;
  if (!section || !id || section.dataset.started) return;
  section.dataset.started = 'true';
  const video = section.querySelector<HTMLVideoElement>('video[data-preview-video]');
  if (video) void startVideo(id, video, section.querySelector('[data-preview-status]'));
  const form = section.querySelector<HTMLFormElement>('form[data-preview-quiz]');
  if (form) startQuiz(id, form);
}

if (typeof document !== 'undefined') startPreview();
