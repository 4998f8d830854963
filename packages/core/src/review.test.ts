import { describe, expect, it } from 'vitest';
import {
  afterQuizMistake,
  afterReviewAnswer,
  calendarDay,
  isReviewDue,
  isTimeZone,
  reviewWaitingLabel,
} from './review.ts';

const JHB = 'Africa/Johannesburg'; // UTC+2, no daylight saving
const at = (iso: string) => new Date(iso);

describe('calendarDay', () => {
  it('is the day where the learner lives, not the UTC day', () => {
    // 23:30 UTC on the 23rd is already 01:30 on the 24th in Johannesburg.
    expect(calendarDay(at('2026-11-23T23:30:00Z'), 'UTC')).toBe('2026-11-23');
    expect(calendarDay(at('2026-11-23T23:30:00Z'), JHB)).toBe('2026-11-24');
    expect(calendarDay(at('2026-11-23T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
  });
  it('accepts IANA zones only', () => {
    expect(isTimeZone(JHB)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('review scheduling', () => {
  it('asks a question got wrong in a quiz at once', () => {
    expect(isReviewDue(afterQuizMistake(), at('2026-11-23T10:00:00Z'), JHB)).toBe(true);
  });

  it('leaves the queue after two right answers on different days', () => {
    const first = afterReviewAnswer(afterQuizMistake(), true, at('2026-11-23T10:00:00Z'));
    expect(first).toEqual({ streak: 1, lastAnsweredAt: at('2026-11-23T10:00:00Z') });
    if (!first) throw new Error('still queued');
    // Not again the same local day (21:59 UTC is 23:59 in Johannesburg) …
    expect(isReviewDue(first, at('2026-11-23T21:59:00Z'), JHB)).toBe(false);
    // … but from local midnight on (22:00 UTC is 00:00 on the 24th there).
    expect(isReviewDue(first, at('2026-11-23T22:00:00Z'), JHB)).toBe(true);
    expect(afterReviewAnswer(first, true, at('2026-11-23T22:00:00Z'))).toBeNull();
  });

  it('starts over after a wrong answer, and comes back the next day', () => {
    const right = afterReviewAnswer(afterQuizMistake(), true, at('2026-11-23T10:00:00Z'));
    if (!right) throw new Error('still queued');
    const wrong = afterReviewAnswer(right, false, at('2026-11-24T10:00:00Z'));
    expect(wrong).toEqual({ streak: 0, lastAnsweredAt: at('2026-11-24T10:00:00Z') });
    if (!wrong) throw new Error('still queued');
    expect(isReviewDue(wrong, at('2026-11-24T20:00:00Z'), JHB)).toBe(false);
    expect(isReviewDue(wrong, at('2026-11-25T06:00:00Z'), JHB)).toBe(true);
    // One right answer after the reset is not enough.
    expect(afterReviewAnswer(wrong, true, at('2026-11-25T06:00:00Z'))).toEqual({
      streak: 1,
      lastAnsweredAt: at('2026-11-25T06:00:00Z'),
    });
  });

  it('compares days across a month and a year end', () => {
    const s = { streak: 1, lastAnsweredAt: at('2026-12-31T12:00:00Z') };
    expect(isReviewDue(s, at('2027-01-01T00:30:00Z'), 'UTC')).toBe(true);
    expect(isReviewDue(s, at('2026-12-31T23:59:00Z'), 'UTC')).toBe(false);
  });

  it('words the /home link', () => {
    expect(reviewWaitingLabel(6)).toBe('Review: 6 questions waiting');
    expect(reviewWaitingLabel(1)).toBe('Review: 1 question waiting');
    expect(reviewWaitingLabel(0)).toBe('Review: nothing waiting');
  });
});
