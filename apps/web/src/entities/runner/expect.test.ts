import { describe, it, expect as vitestExpect } from 'vitest';
import { CheckFailure, createTestRun, deepEqual, expect, failureMessage } from './expect.ts';

/** The message a failing matcher throws, or null when it holds. */
const failure = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (error) {
    vitestExpect(error).toBeInstanceOf(CheckFailure);
    return (error as Error).message;
  }
};

describe('expect', () => {
  it('says what was expected and what was found, after the author sentence', () => {
    vitestExpect(
      failure(() => expect([1, 2]).toHaveLength(3, 'Your <nav> should contain three links')),
    ).toBe('Your <nav> should contain three links (expected 3 items, found 2)');
    vitestExpect(failure(() => expect('Hi').toBe('Hello'))).toBe('Expected "Hello", found "Hi"');
    vitestExpect(failure(() => expect(null).toExist('Add a <nav> to your page'))).toBe(
      'Add a <nav> to your page (expected it to exist, found nothing)',
    );
  });

  it('holds when the claim holds, and .not turns it around', () => {
    vitestExpect(failure(() => expect(3).toBe(3))).toBeNull();
    vitestExpect(
      failure(() => expect({ a: [1, { b: 2 }] }).toEqual({ a: [1, { b: 2 }] })),
    ).toBeNull();
    vitestExpect(failure(() => expect('abc').toHaveLength(3))).toBeNull();
    vitestExpect(failure(() => expect([1, 2, 3]).toContain(2))).toBeNull();
    vitestExpect(failure(() => expect('hello world').toContain('world'))).toBeNull();
    vitestExpect(failure(() => expect('hello').toMatch(/^h/))).toBeNull();
    vitestExpect(failure(() => expect(1).toBeTruthy())).toBeNull();
    vitestExpect(failure(() => expect(0).toBeFalsy())).toBeNull();
    vitestExpect(failure(() => expect(5).toBeGreaterThan(4))).toBeNull();
    vitestExpect(failure(() => expect(5).toBeLessThan(6))).toBeNull();
    vitestExpect(failure(() => expect(null).toBeNull())).toBeNull();
    vitestExpect(failure(() => expect(0).toBeDefined())).toBeNull();
    vitestExpect(failure(() => expect(3).not.toBe(4))).toBeNull();
    vitestExpect(failure(() => expect([1]).not.toContain(2))).toBeNull();
    vitestExpect(failure(() => expect(3).not.toBe(3, 'Change the number'))).toBe(
      'Change the number (expected not 3, found 3)',
    );
  });

  it('fails each matcher with a readable message', () => {
    vitestExpect(failure(() => expect({ a: 1 }).toEqual({ a: 2 }))).toBe(
      'Expected { a: 2 }, found { a: 1 }',
    );
    vitestExpect(failure(() => expect(5).toHaveLength(1))).toBe(
      'Expected 1 item, found 5, which has no length',
    );
    vitestExpect(failure(() => expect(['a']).toContain('b'))).toBe(
      'Expected something containing "b", found ["a"]',
    );
    vitestExpect(failure(() => expect(0).toBeTruthy())).toBe('Expected a true value, found 0');
    vitestExpect(failure(() => expect(2).toBeGreaterThan(3))).toBe('Expected more than 3, found 2');
  });

  it('reads lists and elements from any window without instanceof', () => {
    const element = { nodeType: 1, tagName: 'A', textContent: ' Home ' };
    const nodeList = { length: 2, item: () => element, 0: element, 1: element };
    vitestExpect(failure(() => expect(nodeList).toHaveLength(2))).toBeNull();
    vitestExpect(failure(() => expect(element).toHaveText('Home'))).toBeNull();
    vitestExpect(failure(() => expect(element).toHaveText('About', 'Name the link About'))).toBe(
      'Name the link About (expected the text "About", found "Home")',
    );
    vitestExpect(failure(() => expect(nodeList).toHaveLength(3))).toBe('Expected 3 items, found 2');
    vitestExpect(failure(() => expect(element).toBe(null))).toBe('Expected null, found <a>');
  });

  it('compares plain data deeply', () => {
    vitestExpect(deepEqual([1, [2]], [1, [2]])).toBe(true);
    vitestExpect(deepEqual([1], { 0: 1 })).toBe(false);
    vitestExpect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    vitestExpect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('createTestRun', () => {
  it('runs every test in order and reports each as passed or failed', async () => {
    const run = createTestRun({ limitMs: 50 });
    run.test('passes', () => expect(1).toBe(1));
    run.test('fails', () => expect(1).toBe(2, 'One is not two'));
    run.test('throws', () => {
      (null as unknown as { x: number }).x;
    });
    run.test('async passes', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    run.test('never settles', () => new Promise(() => {}));
    const results = await run.run();
    vitestExpect(results).toEqual([
      { name: 'passes', passed: true, message: '' },
      { name: 'fails', passed: false, message: 'One is not two (expected 2, found 1)' },
      {
        name: 'throws',
        passed: false,
        message: vitestExpect.stringMatching(/^The check could not finish: TypeError: Cannot read/),
      },
      { name: 'async passes', passed: true, message: '' },
      { name: 'never settles', passed: false, message: 'This check took longer than 0.05 s.' },
    ]);
  });

  it('a failed check names the hint it points to; a passed one or a bad number does not', async () => {
    const run = createTestRun({ limitMs: 50 });
    run.test('fails', () => expect(1).toBe(2, 'No'), { hint: 2 });
    run.test('passes', () => expect(1).toBe(1), { hint: 1 });
    run.test('bad hint', () => expect(1).toBe(2, 'No'), { hint: 7 });
    run.test('odd hint', () => expect(1).toBe(2, 'No'), { hint: '1' });
    const results = await run.run();
    vitestExpect(results.map((r) => r.hint)).toEqual([2, undefined, undefined, undefined]);
    vitestExpect(results.map((r) => 'hint' in r)).toEqual([true, false, false, false]);
  });

  it('shows a loop-guard error from another realm as it is', () => {
    vitestExpect(
      failureMessage({ name: 'LoopTooLongError', message: 'Your loop on line 2…' }),
    ).toBe('Your loop on line 2…');
  });
});
