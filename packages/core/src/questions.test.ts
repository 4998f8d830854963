import { describe, expect, it } from 'vitest';
import {
  attachedCode,
  attachedFiles,
  deletionKind,
  EDIT_WINDOW_MINUTES,
  editRefusal,
  orderAnswers,
  QUESTION_MESSAGES,
} from './questions.ts';

const at = new Date('2026-01-01T10:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('editRefusal', () => {
  const post = { authorId: 'me', createdAt: at, deletedAt: null };
  it('lets the author edit within the window', () => {
    expect(editRefusal(post, 'me', minutes(EDIT_WINDOW_MINUTES))).toBeNull();
  });
  it('refuses after the window, another person, or a deleted post', () => {
    expect(editRefusal(post, 'me', minutes(EDIT_WINDOW_MINUTES + 1))).toBe(
      QUESTION_MESSAGES.editWindowClosed,
    );
    expect(editRefusal(post, 'you', minutes(1))).toBe(QUESTION_MESSAGES.notYours);
    expect(editRefusal({ ...post, deletedAt: at }, 'me', minutes(1))).toBe(
      QUESTION_MESSAGES.notYours,
    );
  });
});

describe('deletionKind', () => {
  it('keeps an answered question or an accepted answer as deleted, removes the rest', () => {
    expect(deletionKind({ answerCount: 2 })).toBe('mark-deleted');
    expect(deletionKind({ accepted: true })).toBe('mark-deleted');
    expect(deletionKind({ answerCount: 0 })).toBe('remove');
    expect(deletionKind({ accepted: false })).toBe('remove');
  });
});

describe('orderAnswers', () => {
  it('puts the accepted answer first, then the most helpful, then the oldest', () => {
    const answers = [
      { id: 'a', helpful: 0, createdAt: '2026-01-01T10:00:00Z' },
      { id: 'b', helpful: 3, createdAt: '2026-01-01T11:00:00Z' },
      { id: 'c', helpful: 0, createdAt: '2026-01-01T09:00:00Z' },
      { id: 'd', helpful: 1, createdAt: '2026-01-01T12:00:00Z' },
    ];
    expect(orderAnswers(answers, 'd').map((a) => a.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(orderAnswers(answers, null).map((a) => a.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('attached code', () => {
  const files = [
    { name: 'index.html', content: '<!DOCTYPE html>\n<p>Hi</p>\n' },
    { name: 'style.css', content: '\np { color: red; }' },
    { name: 'game.js', content: 'const a = 1;\n\nconst b = 2;\n' },
  ];

  it('splits into the files it was made from, each with its language', () => {
    expect(attachedFiles(attachedCode(files), 'html')).toEqual([
      { name: 'index.html', language: 'html', content: '<!DOCTYPE html>\n<p>Hi</p>\n' },
      { name: 'style.css', language: 'css', content: '\np { color: red; }' },
      { name: 'game.js', language: 'javascript', content: 'const a = 1;\n\nconst b = 2;\n' },
    ]);
  });

  it('keeps one file, and code without headers, as one box of the given language', () => {
    expect(attachedCode([{ name: 'app.js', content: 'run();' }])).toBe('run();');
    expect(attachedFiles('run();\n/* app.js */', 'javascript')).toEqual([
      { name: null, language: 'javascript', content: 'run();\n/* app.js */' },
    ]);
  });

  it('gives no language to a file whose extension is not an exercise language', () => {
    expect(attachedFiles('/* notes.txt */\nhello', null)).toEqual([
      { name: 'notes.txt', language: null, content: 'hello' },
    ]);
  });
});
