import type { TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A person acting on the questions API: their cookie, and calls made with it. */
export async function questionsActor(
  app: TTestApp,
  role: Parameters<typeof signInAs>[1],
  options: Parameters<typeof signInAs>[2] = {},
) {
  const { cookie, email } = await signInAs(app, role, options);
  const call = (method: TMethod, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const ask = (lessonId: string, body: object = {}) =>
    call('POST', `/api/lessons/${lessonId}/questions`, {
      title: 'Why does my flexbox not centre?',
      body: 'I tried this:\n\n```css\n.box { display: flex; }\n```',
      ...body,
    });
  const answer = (questionId: string, body = 'Add `justify-content: center`.') =>
    call('POST', `/api/questions/${questionId}/answers`, { body });
  return { cookie, email, call, ask, answer };
}

export type TActor = Awaited<ReturnType<typeof questionsActor>>;
