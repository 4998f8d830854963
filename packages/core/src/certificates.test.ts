import { describe, expect, it } from 'vitest';
import { certifiableSections, formatCertificateCode, isSectionComplete } from './certificates.ts';

describe('isSectionComplete', () => {
  it('needs every lesson passed with 4 of 5 or better', () => {
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: 4 }])).toBe(true);
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: 3 }])).toBe(false);
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: null }])).toBe(false);
  });

  it('needs the code exercise of a lesson passed too, when it has one', () => {
    const quizPassed = { bestScore: 5 };
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: false }])).toBe(false);
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: true }])).toBe(true);
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: null }])).toBe(true);
    expect(isSectionComplete([{ bestScore: 3, exercisePassed: true }])).toBe(false);
  });

  it('an empty section earns nothing', () => {
    expect(isSectionComplete([])).toBe(false);
  });
});

describe('certifiableSections', () => {
  it('counts only the sections the plan opens', () => {
    expect(certifiableSections('free')).toEqual(['build']);
    expect(certifiableSections('builder')).toEqual(['build', 'explanation']);
    expect(certifiableSections('creator')).toEqual([
      'planning',
      'build',
      'explanation',
      'deployment',
    ]);
  });
});

it('formats a code in groups of four', () => {
  expect(formatCertificateCode('ABCDEFGHIJKLMNOPQRST')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
});
