import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  featuresAddedAt,
  hasFeature,
  LISTED_PLAN_MATRIX,
  levelAddsText,
  listText,
  PLAN_FEATURES,
  PLAN_MATRIX,
  planMatrixFor,
} from './plan-matrix.ts';
import { ROLES } from './roles.ts';
import { SECTIONS, sectionAccess } from './sections.ts';

const features = (level: (typeof ACCESS_LEVELS)[number]) =>
  planMatrixFor(level)
    .filter((row) => row.included)
    .map((row) => row.feature);

describe('the plan matrix', () => {
  it('names every feature once', () => {
    expect(PLAN_MATRIX.map((row) => row.feature).sort()).toEqual([...PLAN_FEATURES].sort());
  });

  it('gives a free account the Build lessons and their quizzes, and nothing else', () => {
    expect(features('free')).toEqual(['build']);
  });

  it('gives Starter what a free account lacks: code exercises, My project and certificates', () => {
    expect(features('starter')).toEqual(['build', 'exercises', 'workspace', 'certificates']);
    expect(featuresAddedAt('starter').map((row) => row.feature)).toEqual([
      'exercises',
      'workspace',
      'certificates',
    ]);
  });

  it('adds Deeper Explanation at Builder and everything listed at Creator', () => {
    expect(features('builder')).toEqual([
      'build',
      'exercises',
      'workspace',
      'certificates',
      'explanation',
    ]);
    expect(features('creator')).toEqual([...PLAN_FEATURES]);
  });

  it('lists every feature that exists, code exercises from Starter', () => {
    expect(LISTED_PLAN_MATRIX).toEqual(PLAN_MATRIX);
    expect(hasFeature('free', 'exercises')).toBe(false);
    expect(hasFeature('starter', 'exercises')).toBe(true);
  });

  it('makes every level give more than the one below it', () => {
    for (const [i, level] of ACCESS_LEVELS.entries()) {
      expect(featuresAddedAt(level).length, level).toBeGreaterThan(0);
      if (i > 0) {
        const below = features(ACCESS_LEVELS[i - 1] as (typeof ACCESS_LEVELS)[number]);
        expect(features(level).length).toBeGreaterThan(below.length);
      }
    }
  });

  it('lets an admin do everything', () => {
    for (const feature of PLAN_FEATURES) expect(hasFeature('admin', feature)).toBe(true);
    expect(hasFeature('free', 'certificates')).toBe(false);
    expect(hasFeature('starter', 'certificates')).toBe(true);
    expect(hasFeature('free', 'exercises')).toBe(false);
    expect(hasFeature('starter', 'exercises')).toBe(true);
  });

  it('is the section rule: a signed-in role opens a section exactly when the matrix says so', () => {
    for (const role of ROLES) {
      for (const section of SECTIONS) {
        expect(sectionAccess(section, { signedIn: true, role }).allowed, `${role} ${section}`).toBe(
          hasFeature(role, section),
        );
      }
    }
  });
});

describe('what each level adds', () => {
  it('names the features a level adds over the one below, as a sentence', () => {
    expect(listText([])).toBe('');
    expect(listText(['A'])).toBe('A');
    expect(listText(['A', 'B', 'C'])).toBe('A, B and C');
    expect(levelAddsText('free')).toBe('Build lessons and their quizzes');
    expect(levelAddsText('starter')).toBe('Code exercises, My project and Certificates');
    expect(levelAddsText('builder')).toBe('Deeper Explanation');
    expect(levelAddsText('creator')).toBe('Planning and Deployment');
  });

  it('reads differently for every level', () => {
    const texts = ACCESS_LEVELS.map(levelAddsText);
    expect(new Set(texts).size).toBe(ACCESS_LEVELS.length);
  });
});
