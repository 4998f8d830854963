import { parse } from 'acorn';
import { GUARD_NAME } from './protocol.ts';

export { GUARD_NAME };

// The loop guard (docs/decisions/019): learner code gets a call at the top of every loop body
// and every function body, so `while (true) {}` or a runaway recursion throws a clear error
// instead of freezing the page (a sandboxed iframe may share the page's thread). The code is
// parsed with acorn and the calls are inserted at node positions: nothing else of the text
// moves, and no line breaks are added, so every line number the learner sees stays theirs.

export type TGuardResult =
  | { ok: true; code: string }
  | { ok: false; message: string; line: number; column: number };

type TNode = {
  type: string;
  start: number;
  end: number;
  loc: { start: { line: number; column: number } };
  body?: TNode | TNode[];
  label?: TNode;
  directive?: string;
  [key: string]: unknown;
};

const LOOPS = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Text to put at a position; at one position closing text goes first, inner before outer. */
type TInsert = { at: number; text: string; closing: boolean; depth: number };

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';

/**
 * Returns the code with guards, or the syntax error acorn found (its line and column are the
 * learner's). `module` parses as an ES module (`<script type="module">`).
 */
export function guardCode(code: string, options: { module?: boolean } = {}): TGuardResult {
  let program: TNode;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: options.module ? 'module' : 'script',
      locations: true,
      allowHashBang: true,
    }) as unknown as TNode;
  } catch (error) {
    const { loc } = error as { loc?: { line: number; column: number } };
    const message = String((error as Error).message).replace(/ \(\d+:\d+\)$/, '');
    return { ok: false, message, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 };
  }

  const inserts: TInsert[] = [];
  const open = (at: number, text: string, depth: number) =>
    inserts.push({ at, text, closing: false, depth });
  const close = (at: number, text: string, depth: number) =>
    inserts.push({ at, text, closing: true, depth });
  /** Where a loop's wrapper starts: before its labels, so `continue label` still finds it. */
  const wrapStart = new Map<TNode, number>();
  let loops = 0;

  /** A statement body gets `call` first: inside its braces, or in new ones. */
  const prefixBody = (body: TNode, call: string, depth: number) => {
    if (body.type === 'BlockStatement') {
      open(afterDirectives(body), call, depth);
    } else {
      open(body.start, `{${call}`, depth);
      close(body.end, '}', depth);
    }
  };

  const visit = (node: TNode, depth: number) => {
    if (node.type === 'LabeledStatement') {
      let inner = node.body as TNode;
      while (inner.type === 'LabeledStatement') inner = inner.body as TNode;
      if (LOOPS.has(inner.type) && !wrapStart.has(inner)) wrapStart.set(inner, node.start);
    }
    if (LOOPS.has(node.type)) {
      const id = loops++;
      const line = node.loc.start.line;
      // `{ __guard.loop(id, line); while (…) { __guard.tick(id); … } }`: the wrapper marks when
      // this run of the loop started, the body call counts and checks the time.
      open(wrapStart.get(node) ?? node.start, `{${GUARD_NAME}.loop(${id},${line});`, depth);
      close(node.end, '}', depth);
      prefixBody(node.body as TNode, `${GUARD_NAME}.tick(${id});`, depth + 1);
    }
    if (FUNCTIONS.has(node.type)) {
      const body = node.body as TNode;
      if (body.type === 'BlockStatement') {
        open(afterDirectives(body), `${GUARD_NAME}.call();`, depth + 1);
      } else {
        // An arrow's expression body: `x => (__guard.call(), x * 2)`.
        open(body.start, `(${GUARD_NAME}.call(),`, depth + 1);
        close(body.end, ')', depth + 1);
      }
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, depth + 1);
      } else if (isNode(value)) {
        visit(value, depth + 1);
      }
    }
  };
  visit(program, 0);

  inserts.sort((a, b) => {
    if (a.at !== b.at) return a.at - b.at;
    if (a.closing !== b.closing) return a.closing ? -1 : 1;
    return a.closing ? b.depth - a.depth : a.depth - b.depth;
  });
  let out = '';
  let from = 0;
  for (const insert of inserts) {
    out += code.slice(from, insert.at) + insert.text;
    from = insert.at;
  }
  return { ok: true, code: out + code.slice(from) };
}

/** Inside a block, after its `"use strict"` and other directives (they must stay first). */
const afterDirectives = (block: TNode) => {
  let at = block.start + 1;
  for (const statement of block.body as TNode[]) {
    if (statement.type !== 'ExpressionStatement' || statement.directive === undefined) break;
    at = statement.end;
  }
  return at;
};
