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

/** A field of a schema: its zod type and a value it would take. */
class Leaf {
  constructor(
    readonly type: string,
    readonly sample: unknown,
  ) {}
}

/** A JSON-ish outline of a zod schema: an object's keys, an array's element, or a leaf. */
export type TOutline = Leaf | [TOutline] | { [key: string]: TOutline };

type TDef = Record<string, unknown>;
type TZodLike = { _zod?: { def?: TDef } };
const defOf = (schema: unknown) => (schema as TZodLike | undefined)?._zod?.def;
const isObject = (o: TOutline): o is { [key: string]: TOutline } =>
  !(o instanceof Leaf) && !Array.isArray(o);

const SAMPLE_STRING: Record<string, string> = {
  email: 'fuzz@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
  url: 'https://example.com/',
  datetime: '2026-01-01T00:00:00.000Z',
};

/** A value the field would take, so one odd field can reach past the others. */
function leafOf(def: TDef): Leaf {
  const type = String(def.type);
  if (type === 'string')
    return new Leaf(type, SAMPLE_STRING[String(def.format)] ?? 'a-plausible-text-1');
  if (type === 'number' || type === 'int' || type === 'bigint') return new Leaf('number', 1);
  if (type === 'boolean') return new Leaf(type, true);
  if (type === 'enum') return new Leaf(type, Object.values(def.entries as object)[0]);
  if (type === 'literal') return new Leaf(type, (def.values as unknown[])[0]);
  return new Leaf(type, 'x');
}

/** The outline of a route's body or query schema (zod 4), a few levels deep. */
export function outline(schema: unknown, depth = 0): TOutline {
  const def = defOf(schema);
  if (!def || depth > 4) return new Leaf('unknown', 'x');
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
    const options = def.options.map((o) => outline(o, depth));
    const objects = options.filter(isObject);
    if (objects.length === 0) return options[0] ?? new Leaf('unknown', 'x');
    return Object.assign({}, ...objects);
  }
  if (def.type === 'intersection') {
    const [l, r] = [outline(def.left, depth), outline(def.right, depth)];
    return { ...(isObject(l) ? l : {}), ...(isObject(r) ? r : {}) };
  }
  return leafOf(def);
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
  ].map((k) => [k, new Leaf('string', 'a-plausible-text-1')]),
);

/** A leaf written as raw JSON text: numbers JSON.stringify could not spell (1e400, -0). */
const RAW = '\u0001raw\u0001';
const raw = (text: string) => `${RAW}${text}${RAW}`;
const unraw = (json: string) =>
  json.replace(/"\\u0001raw\\u0001(.*?)\\u0001raw\\u0001"/g, (_m, text: string) =>
    JSON.parse(`"${text}"`),
  );

/** The outline with every leaf set by `leaf(n, field)` (n counts leaves, so one can differ). */
function fill(shape: TOutline, leaf: (n: number, field: Leaf) => unknown): unknown {
  let n = 0;
  const walk = (o: TOutline): unknown => {
    if (o instanceof Leaf) return leaf(n++, o);
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
  const shape = isObject(found) && Object.keys(found).length ? found : COMMON_BODY;
  const json = (name: string, leaf: (n: number, field: Leaf) => unknown): TBody => ({
    name,
    type: 'application/json',
    payload: unraw(JSON.stringify(fill(shape, leaf))),
  });
  const every = (name: string, value: unknown) => json(name, () => value);
  const numbers = [raw('1e400'), raw('-0'), raw('18446744073709551616'), raw('-1e-400')];
  let strings = 0;
  return [
    // Plausible fields with one kind odd: the odd values get past the schema's other checks.
    json('plausible', (_n, field) => field.sample),
    ...numbers.map((number) =>
      json(`plausible, ${number.replaceAll(RAW, '')}`, (_n, field) =>
        field.type === 'number' ? number : field.sample,
      ),
    ),
    json('plausible, long strings', (_n, field) =>
      field.type !== 'string'
        ? field.sample
        : strings++ === 0
          ? 'x'.repeat(100_000)
          : '&|!'.repeat(300),
    ),
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
