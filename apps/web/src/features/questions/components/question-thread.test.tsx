import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAnswerView, TQuestionThread } from '@thinkbuild/core/schemas/questions';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { QuestionThread } from './question-thread.tsx';

const QID = '11111111-1111-4111-8111-111111111111';
const author = (label: string, mine = false, instructor = false) => ({ label, mine, instructor });
const answer = (id: string, over: Partial<TAnswerView> = {}): TAnswerView => ({
  id,
  author: author('Learner'),
  body: `Answer ${id}`,
  state: 'visible',
  hiddenReason: null,
  helpful: 0,
  votedHelpful: false,
  edited: false,
  editable: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  accepted: false,
  ...over,
});
const thread = (over: Partial<TQuestionThread> = {}): TQuestionThread => ({
  id: QID,
  lessonId: 'lesson-1',
  title: 'Why is my box not centred?',
  author: author('You', true),
  body: 'I tried [this](https://example.com) and\n\n```css\n.box { display: flex; }\n```\n\n<script>alert(1)</script>',
  state: 'visible',
  hiddenReason: null,
  helpful: 2,
  votedHelpful: false,
  edited: true,
  editable: true,
  createdAt: '2026-01-01T09:00:00.000Z',
  code: 'const answer = 42;',
  codeLanguage: 'javascript',
  momentSeconds: 42,
  locked: false,
  lockReason: null,
  acceptedAnswerId: null,
  canAnswer: true,
  canAccept: true,
  answers: [answer('a1'), answer('a2', { author: author('Instructor', false, true) })],
  ...over,
});

describe('a question thread', () => {
  it('shows the question safely, its code and its moment, and seeks the player', () => {
    mockApi();
    const onSeek = vi.fn();
    renderWithApp(<QuestionThread thread={thread()} onSeek={onSeek} onBack={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Why is my box not centred?' }));
    expect(screen.getByText('edited'));
    // Raw HTML is text, never markup; a learner's link is marked as user content.
    expect(screen.getByText('<script>alert(1)</script>'));
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'this' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );
    expect(within(screen.getByRole('region', { name: 'Attached code' })).getByText(/answer = 42/));
    expect(screen.getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'Watch from 0:42' }));
    expect(onSeek).toHaveBeenCalledWith(42);
    expect(screen.getByText('Instructor', { selector: 'span.rounded-full' }));
  });

  it('shows code attached from several files one box per file, named, and dates as days', () => {
    mockApi();
    const code = '/* index.html */\n<p>Hi</p>\n\n/* style.css */\np { color: red; }';
    renderWithApp(
      <QuestionThread
        thread={thread({ code, codeLanguage: 'html' })}
        onSeek={() => {}}
        onBack={() => {}}
      />,
    );
    const attached = screen.getByRole('region', { name: 'Attached code' });
    expect(within(attached).getByText('index.html'));
    expect(within(attached).getByText('style.css'));
    expect(within(attached).getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    // The site's day (Johannesburg), never the browser's M/D/Y.
    // (en-ZA: ICU writes the day with two digits.)
    expect(screen.getAllByText(/^0?1 Jan 2026$/).length).toBeGreaterThan(0);
  });

  it('lets the asker accept an answer, and posts an answer', async () => {
    const calls = mockApi(
      on('PUT', `/questions/${QID}/accepted`, { status: 204 }),
      on('POST', `/questions/${QID}/answers`, { status: 201, body: { id: 'a3' } }),
    );
    renderWithApp(<QuestionThread thread={thread()} onSeek={undefined} onBack={() => {}} />);
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Accept this answer' })[1] as HTMLElement,
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { answerId: 'a2' } }),
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Your answer/ }), {
      target: { value: 'Try `margin: auto`' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', body: { body: 'Try `margin: auto`' } }),
      ),
    );
  });

  it('shows the accepted answer first as such, and no accept or answer box for others', () => {
    mockApi();
    renderWithApp(
      <QuestionThread
        thread={thread({
          author: author('Learner'),
          canAccept: false,
          canAnswer: false,
          locked: true,
          lockReason: 'Resolved',
          acceptedAnswerId: 'a2',
          answers: [answer('a2', { accepted: true }), answer('a1')],
        })}
        onSeek={undefined}
        onBack={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.getAttribute('aria-label')).toBe('Accepted answer');
    expect(within(items[0] as HTMLElement).getByText('Answer a2'));
    expect(screen.queryByRole('button', { name: 'Accept this answer' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Your answer/ })).toBeNull();
    expect(screen.getByText('This thread is locked: Resolved.'));
    expect(screen.getByText('At 0:42 in the video'));
  });

  it('toggles helpful on an answer and shows a deleted post as deleted', async () => {
    const calls = mockApi(
      on('POST', '/questions/answers/a1/helpful', { body: { helpful: 1, votedHelpful: true } }),
    );
    renderWithApp(
      <QuestionThread
        thread={thread({ state: 'deleted', body: '', title: '', editable: false })}
        onSeek={undefined}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('This post was deleted.'));
    fireEvent.click(screen.getAllByRole('button', { name: /Helpful \(0\)/ })[0] as HTMLElement);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/questions/answers/a1/helpful' }),
      ),
    );
  });
});
