import { describe, expect, it } from 'vitest';
import { createGuard, LoopTooLongError } from './guard.ts';
import { GUARD_NAME, guardCode } from './loop-guard.ts';

/** Runs guarded code (a function body: it may `return`) with a short limit. */
function run(code: string, limitMs = 100) {
  const guarded = guardCode(`(function () {${code}\n})`);
  if (!guarded.ok) throw new Error(`does not parse: ${guarded.message}`);
  const guard = createGuard({ limitMs, later: () => {} });
  return new Function(GUARD_NAME, `return ${guarded.code}`)(guard)();
}

const guarded = (code: string) => {
  const result = guardCode(code);
  if (!result.ok) throw new Error(result.message);
  return result.code;
};

describe('guardCode', () => {
  it('stops while (true) {} with the line of the loop', () => {
    expect(() => run('let x = 0;\n\nwhile (true) {}')).toThrow(
      /Your loop on line 3 ran too long \(over 0.1 seconds\)/,
    );
    expect(() => run('while (true) {}')).toThrow(LoopTooLongError);
  });

  it('stops every kind of loop, braced or not', () => {
    for (const loop of [
      'for (;;) {}',
      'for (;;);',
      'while (1) x++;',
      'do x++; while (true)',
      'do { x++ } while (true);',
      'for (const k in {a: 1}) { while (true); }',
      'for (const v of [1]) while (true) {}',
    ]) {
      expect(() => run(`let x = 0; ${loop}`), loop).toThrow(LoopTooLongError);
    }
  });

  it('leaves loops that end alone', () => {
    expect(run('let s = 0; for (let i = 0; i < 1000; i++) s += i; return s;')).toBe(499500);
    expect(run('let s = 0; for (const v of [1, 2, 3]) s += v; return s;')).toBe(6);
    expect(run('let k = []; for (const key in { a: 1, b: 2 }) k.push(key); return k.join();')).toBe(
      'a,b',
    );
    expect(run('let i = 0; do i++; while (i < 5) return i;')).toBe(5);
    expect(run('let i = 0; if (i === 0) while (i < 3) i++; else i = -1; return i;')).toBe(3);
  });

  it('guards nested loops: an endless inner loop and an outer one that never ends', () => {
    expect(() => run('for (let i = 0; i < 3; i++) { for (;;) {} }')).toThrow(/line 1/);
    // A longer limit: a pause (GC, a busy machine) inside one short inner loop must not trip it.
    expect(() => run('while (true) {\n  for (let i = 0; i < 10; i++) {}\n}', 300)).toThrow(
      /line 1/,
    );
    expect(
      run('let n = 0; for (let i = 0; i < 30; i++) for (let j = 0; j < 30; j++) n++; return n;'),
    ).toBe(900);
  });

  it('keeps labels on their loops', () => {
    const code = `
      let n = 0;
      outer: for (let i = 0; i < 5; i++) {
        inner: for (let j = 0; j < 5; j++) {
          if (j === 2) continue outer;
          if (i === 3) break outer;
          n++;
        }
      }
      a: b: while (true) { break a; }
      return n;`;
    expect(run(code)).toBe(6);
    expect(guarded('x: while (true) {}')).toBe(
      `{${GUARD_NAME}.loop(0,1);x: while (true) {${GUARD_NAME}.tick(0);}}`,
    );
  });

  it('does not touch loops in strings, comments, regular expressions or templates', () => {
    const code = [
      'const a = "while (true) {}";',
      "const b = 'for (;;) {}';",
      '// while (true) {}',
      '/* do {} while (true) */',
      'const c = /for(;;)/;',
      'const d = `while (true) {}`;',
    ].join('\n');
    expect(guarded(code)).toBe(code);
  });

  it('adds no line and moves no line', () => {
    const lines = [
      'function f(n) {',
      '  for (let i = 0; i < n; i++)',
      '    g(i);',
      '}',
      'const g = (x) => x;',
      'while (false) throw new Error("line 6");',
    ];
    const out = guarded(lines.join('\n')).split('\n');
    expect(out).toHaveLength(lines.length);
    expect(out[2]).toContain('g(i);');
    expect(out[4]).toContain('const g = (x) =>');
    expect(out[5]).toContain('"line 6"');
  });

  it('cannot be caught away: once tripped, every guarded loop of the run throws', () => {
    expect(() => run('while (true) { try { while (true) {} } catch (e) {} }')).toThrow(
      LoopTooLongError,
    );
  });

  it('stops a runaway recursion that never lets the page breathe', () => {
    expect(() =>
      run('function f(n) { return n === 0 ? 0 : f(n - 1) + f(n - 1); } return f(60);'),
    ).toThrow(/without finishing/);
  });

  it('keeps functions working: directives, arrows with expression bodies, objects', () => {
    expect(run('function f() { "use strict"; return this; } return f();')).toBeUndefined();
    expect(run('const double = (x) => x * 2; return double(4);')).toBe(8);
    expect(run('const make = () => ({ a: 1 }); return make().a;')).toBe(1);
    expect(
      run('class A { get v() { return 2; } m() { return this.v; } } return new A().m();'),
    ).toBe(2);
    expect(guarded('function f() { "use strict"; }')).toBe(
      `function f() { "use strict";${GUARD_NAME}.call(); }`,
    );
  });

  it('parses modules and reports a syntax error with its line and column', () => {
    expect(guardCode('export const a = 1;', { module: true }).ok).toBe(true);
    expect(guardCode('let a = 1;\nlet b = ;')).toEqual({
      ok: false,
      message: 'Unexpected token',
      line: 2,
      column: 9,
    });
  });
});
