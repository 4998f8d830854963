import { EXERCISE_HINTS_MAX } from '@thinkbuild/core/exercise';
import { type TCheckResult, TEST_LIMIT_MS } from './protocol.ts';

// The assertion API an exercise's checks are written in (docs/decisions/019): `test(name, fn)`
// and `expect(value).toBe(…)` in the style of Jest and Vitest, which authors know, with failure
// messages written for beginners. Every matcher takes an optional last argument, the author's
// sentence ("Your <nav> should contain three links"); the runner adds what it found.

/** A check that did not hold: its message is for the learner, as it is. */
export class CheckFailure extends Error {
  override name = 'CheckFailure';
}

/** A short, readable picture of a value for a message: `"Home"`, `3`, `<nav>`, `[1, 2]`. */
export function describe(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined || typeof value !== 'object') {
    if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
    return String(value);
  }
  if (isElement(value)) return `<${value.tagName.toLowerCase()}>`;
  if (depth > 1) return Array.isArray(value) ? '[…]' : '{…}';
  if (isListLike(value)) {
    const items = Array.from(value as ArrayLike<unknown>);
    const shown = items.slice(0, 5).map((item) => describe(item, depth + 1));
    return `[${shown.join(', ')}${items.length > 5 ? ', …' : ''}]`;
  }
  const entries = Object.entries(value).slice(0, 5);
  return `{ ${entries.map(([k, v]) => `${k}: ${describe(v, depth + 1)}`).join(', ')} }`;
}

const isElement = (value: object): value is { tagName: string } =>
  typeof (value as { tagName?: unknown }).tagName === 'string' &&
  (value as { nodeType?: unknown }).nodeType === 1;

/** Arrays, NodeLists and HTMLCollections (from any window: no instanceof across frames). */
const isListLike = (value: object) =>
  Array.isArray(value) ||
  (typeof (value as { length?: unknown }).length === 'number' &&
    typeof (value as { item?: unknown }).item === 'function');

/** Deep equality of plain data (what toEqual compares): arrays, plain objects, primitives. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const lengthOf = (value: unknown): number | undefined => {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'object' && value !== null) {
    const { length } = value as { length?: unknown };
    if (typeof length === 'number') return length;
  }
  return undefined;
};

/** The text of an element, or the value itself. */
const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null && isElement(value)
    ? ((value as { textContent?: string }).textContent ?? '')
    : value;

type TMatchers = {
  toBe(expected: unknown, message?: string): void;
  toEqual(expected: unknown, message?: string): void;
  toBeTruthy(message?: string): void;
  toBeFalsy(message?: string): void;
  toBeNull(message?: string): void;
  toBeDefined(message?: string): void;
  /** The value is there: an element that was found (not null), or anything not undefined. */
  toExist(message?: string): void;
  toHaveLength(expected: number, message?: string): void;
  toContain(expected: unknown, message?: string): void;
  toMatch(pattern: RegExp | string, message?: string): void;
  toBeGreaterThan(expected: number, message?: string): void;
  toBeLessThan(expected: number, message?: string): void;
  toHaveText(expected: string | RegExp, message?: string): void;
};

export type TExpect = TMatchers & { not: TMatchers };

/**
 * `expect(actual)`: each matcher checks one thing and throws a CheckFailure that says what was
 * expected and what was found, after the author's own sentence when there is one.
 */
export function expect(actual: unknown): TExpect {
  const matchers = (negated: boolean): TMatchers => {
    /** `pass` is whether the plain (not negated) claim holds. */
    const assert = (
      pass: boolean,
      message: string | undefined,
      expected: string,
      found: string,
    ) => {
      if (pass !== negated) return;
      const detail = negated ? `expected ${expected.replace(/^/, 'not ')}` : `expected ${expected}`;
      const full = `${detail}, found ${found}`;
      throw new CheckFailure(message ? `${message} (${full})` : capitalize(full));
    };
    const found = describe(actual);
    return {
      toBe: (expected, message) =>
        assert(Object.is(actual, expected), message, describe(expected), found),
      toEqual: (expected, message) =>
        assert(deepEqual(actual, expected), message, describe(expected), found),
      toBeTruthy: (message) => assert(Boolean(actual), message, 'a true value', found),
      toBeFalsy: (message) => assert(!actual, message, 'a false value', found),
      toBeNull: (message) => assert(actual === null, message, 'null', found),
      toBeDefined: (message) => assert(actual !== undefined, message, 'a value', found),
      toExist: (message) =>
        assert(actual !== null && actual !== undefined, message, 'it to exist', 'nothing'),
      toHaveLength: (expected, message) => {
        const length = lengthOf(actual);
        assert(
          length === expected,
          message,
          `${expected} item${expected === 1 ? '' : 's'}`,
          length === undefined ? `${found}, which has no length` : String(length),
        );
      },
      toContain: (expected, message) => {
        const value = textOf(actual);
        const pass =
          typeof value === 'string'
            ? value.includes(String(expected))
            : typeof value === 'object' && value !== null && isListLike(value)
              ? Array.from(value as ArrayLike<unknown>).some(
                  (item) => Object.is(item, expected) || deepEqual(item, expected),
                )
              : false;
        assert(pass, message, `something containing ${describe(expected)}`, describe(value));
      },
      toMatch: (pattern, message) => {
        const value = String(textOf(actual));
        const pass = typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
        assert(pass, message, `text matching ${String(pattern)}`, describe(value));
      },
      toBeGreaterThan: (expected, message) =>
        assert(Number(actual) > expected, message, `more than ${expected}`, found),
      toBeLessThan: (expected, message) =>
        assert(Number(actual) < expected, message, `less than ${expected}`, found),
      toHaveText: (expected, message) => {
        const text = String(textOf(actual)).trim();
        const pass = typeof expected === 'string' ? text === expected : expected.test(text);
        assert(
          pass,
          message,
          `the text ${typeof expected === 'string' ? describe(expected) : String(expected)}`,
          actual === null ? 'no element' : describe(text),
        );
      },
    };
  };
  return Object.assign(matchers(false), { not: matchers(true) });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type TTest = { name: string; fn: () => unknown; hint: number | undefined };

/**
 * Collects `test(name, fn)` calls, then runs them one after another, each within `limitMs` (an
 * async test that never settles fails instead of holding the run).
 */
export function createTestRun(options: { limitMs?: number } = {}) {
  const limitMs = options.limitMs ?? TEST_LIMIT_MS;
  const tests: TTest[] = [];
  return {
    /** `test(name, fn, { hint: 2 })`: a failure points the learner to hint 2 (core's hintLadder). */
    test(name: string, fn: () => unknown, more?: { hint?: unknown }) {
      tests.push({ name: String(name), fn, hint: hintNumber(more?.hint) });
    },
    async run(): Promise<TCheckResult[]> {
      const results: TCheckResult[] = [];
      for (const { name, fn, hint } of tests) {
        const outcome = await runOne(fn, limitMs);
        results.push({ name, ...outcome, ...(!outcome.passed && hint ? { hint } : {}) });
      }
      return results;
    },
  };
}

/** A hint a check may point to: 1 to 3 (the checks are the author's code: anything else is dropped). */
const hintNumber = (hint: unknown) =>
  typeof hint === 'number' && Number.isInteger(hint) && hint >= 1 && hint <= EXERCISE_HINTS_MAX
    ? hint
    : undefined;

async function runOne(fn: () => unknown, limitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckFailure(`This check took longer than ${limitMs / 1000} s.`)),
      limitMs,
    );
  });
  try {
    await Promise.race([Promise.resolve().then(fn), timeout]);
    return { passed: true, message: '' };
  } catch (error) {
    return { passed: false, message: failureMessage(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A failed matcher says its own message; any other error is the learner's code failing. */
export function failureMessage(error: unknown): string {
  if (error instanceof CheckFailure) return error.message;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'CheckFailure' || name === 'LoopTooLongError') return String(message);
  if (typeof message === 'string') {
    return `The check could not finish: ${typeof name === 'string' ? `${name}: ` : ''}${message}`;
  }
  return `The check could not finish: ${describe(error)}`;
}
