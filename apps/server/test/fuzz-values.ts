/**
 * Odd inputs for the route-table fuzz test (fuzz-routes.test.ts): values for path parameters,
 * query strings and JSON bodies, and bodies shaped after each route's own schema so the odd
 * values reach its fields rather than stopping at the first unknown key.
 */

/** Path parameter spellings, already %-encoded; the lone surrogate comes as CESU-8 bytes. */
export const PATH_VALUES = [
  '%00',
  '%ED%A0%80',
  '1e400',
  '18446744073709551616',
  '-'.repeat(5000),
  '%26%7C!'.repeat(300),
];

/** Query values, %-encoded: NUL, a lone surrogate, huge and negative-zero numbers, operators. */
const ODD_QUERY = [
  '%00',
  '%ED%A0%80',
  '1e400',
  '-0',
  '18446744073709551616',
  '%26%7C!'.repeat(500),
];
const COMMON_QUERY_KEYS = ['q', 'category', 'page', 'limit', 'token', 'email', 'callbackURL'];

/** Query strings for a route: its own keys and a few common ones, each with odd values. */
export function queryStrings(keys: string[]): { name: string; query: string }[] {
  const all = [...new Set([...keys, ...COMMON_QUERY_KEYS])];
  const each = (value: (i: number) => string) => all.map((k, i) => `${k}=${value(i)}`).join('&');
  // Every odd value under every key, in as many strings as there are values (rotated per key).
  const rotated = ODD_QUERY.map((_, shift) => ({
    name: `odd values ${shift}`,
    query: each((i) => ODD_QUERY[(i + shift) % ODD_QUERY.length] ?? ''),
  }));
  return [
    ...rotated.slice(0, 3),
    { name: 'dashes', query: each(() => '-'.repeat(5000)) },
    // Arrays and objects where one value is expected.
    { name: 'arrays', query: all.map((k) => `${k}=a&${k}=b`).join('&') },
    { name: 'brackets', query: all.map((k) => `${k}[]=1&${k}[a]=2`).join('&') },
  ];
}

/** A JSON-ish outline of a zod schema: an object's keys, an array's element, else a leaf. */
export type TOutline = { [key: string]: TOutline } | [TOutline] | null;

type TZodLike = { _zod?: { def?: Record<string, unknown> } };

/** The outline of a route's body or query schema (zod 4), a few levels deep. */
export function outline(schema: unknown, depth = 0): TOutline {
  const def = (schema as TZodLike | undefined)?._zod?.def;
  if (!def || depth > 4) return null;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return outline(inner, depth);
  if (def.type === 'lazy' && typeof def.getter === 'function') return outline(def.getter(), depth);
  if (def.type === 'object' && def.shape && typeof def.shape === 'object') {
    const entries = Object.entries(def.shape as Record<string, unknown>);
    return Object.fromEntries(entries.map(([k, v]) => [k, outline(v, depth + 1)]));
  }
  if (def.type === 'array') return [outline(def.element, depth + 1)];
  if (def.type === 'union' && Array.isArray(def.options)) {
    // Every option's keys at once: the odd values reach whichever branch the route takes.
    const merged: Record<string, TOutline> = {};
    for (const option of def.options) {
      const o = outline(option, depth);
      if (o && !Array.isArray(o)) Object.assign(merged, o);
    }
    return Object.keys(merged).length ? merged : null;
  }
  if (def.type === 'intersection') {
    const [l, r] = [outline(def.left, depth), outline(def.right, depth)];
    return { ...(l && !Array.isArray(l) ? l : {}), ...(r && !Array.isArray(r) ? r : {}) };
  }
  return null;
}

/** Keys for bodies whose route has no schema of ours (better-auth's endpoints, webhooks). */
const COMMON_BODY: TOutline = Object.fromEntries(
  [
    'email',
    'password',
    'newPassword',
    'currentPassword',
    'name',
    'token',
    'newEmail',
    'callbackURL',
    'provider',
    'image',
    'idToken',
    'accountId',
    'providerId',
  ].map((k) => [k, null]),
);

/** A leaf written as raw JSON text: numbers JSON.stringify could not spell (1e400, -0). */
const RAW = '\u0001raw\u0001';
const raw = (text: string) => `${RAW}${text}${RAW}`;
const unraw = (json: string) =>
  json.replace(/"\\u0001raw\\u0001(.*?)\\u0001raw\\u0001"/g, (_m, text: string) =>
    JSON.parse(`"${text}"`),
  );

/** The outline with every leaf set by `leaf(n)` (n counts leaves, so one can differ). */
function fill(shape: TOutline, leaf: (n: number) => unknown): unknown {
  let n = 0;
  const walk = (o: TOutline): unknown => {
    if (o === null) return leaf(n++);
    if (Array.isArray(o)) return [walk(o[0])];
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, walk(v)]));
  };
  return walk(shape);
}

const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

export type TBody = { payload: string; type: string; name: string };

/** The odd bodies for one route, shaped after its schema (or common auth keys). */
export function bodies(schema: unknown): TBody[] {
  const found = outline(schema);
  const shape = found && !Array.isArray(found) && Object.keys(found).length ? found : COMMON_BODY;
  const json = (name: string, leaf: (n: number) => unknown): TBody => ({
    name,
    type: 'application/json',
    payload: unraw(JSON.stringify(fill(shape, leaf))),
  });
  const every = (name: string, value: unknown) => json(name, () => value);
  const numbers = [raw('1e400'), raw('-0'), raw('18446744073709551616'), raw('-1e-400')];
  return [
    every('1e400', raw('1e400')),
    json('-0, 2**64, -1e-400', (n) => numbers[(n % 3) + 1]),
    every('arrays for strings', ['a', 'b']),
    every('objects for arrays', { 0: 'a', length: 1 }),
    every('NUL', 'a\u0000b'),
    every('lone surrogate', 'a\ud800b'),
    every('dashes', '-'.repeat(5000)),
    every('operators', '&|!'.repeat(2000)),
    json('100 KB string', (n) => (n === 0 ? 'x'.repeat(100_000) : 'x')),
    every('null', null),
    every('deep value', raw(DEEP)),
    { name: 'deep body', type: 'application/json', payload: DEEP },
    { name: 'empty', type: 'application/json', payload: '' },
    { name: 'broken JSON', type: 'application/json', payload: '{"a":' },
    { name: 'top-level array', type: 'application/json', payload: '[1,"a",{},null]' },
    { name: 'text', type: 'text/plain', payload: 'hello\u0000' },
    { name: 'form', type: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3' },
  ];
}

/** The keys of a route's querystring schema. */
export function queryKeys(schema: unknown): string[] {
  const o = outline(schema);
  return o && !Array.isArray(o) ? Object.keys(o) : [];
}
