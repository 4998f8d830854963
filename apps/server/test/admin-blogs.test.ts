import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeBlog } from './factories.ts';

let app: TTestApp;
let admin = '';

withTestApp({}, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const FIVE_BLOCKS = [1, 2, 3, 4, 5].map((i) => ({
  paragraph: `Paragraph ${i}`,
  code: `console.log(${i});`,
  language: 'javascript',
}));

const post = (overrides: Record<string, unknown> = {}) => ({
  category: 'mobile',
  order: 3,
  title: 'Hooks in React Native',
  summary: 'State without classes.',
  blocks: FIVE_BLOCKS,
  ...overrides,
});

describe('blog authoring', () => {
  it('creates a post with five blocks that readers see at once, in its order', async () => {
    await makeBlog(app.db, { category: 'mobile', position: 1, title: 'First mobile post' });
    await makeBlog(app.db, { category: 'mobile', position: 9, title: 'Last mobile post' });
    const res = await send('POST', '/api/admin/blogs', post());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.slug).toBe('hooks-in-react-native');

    const list = await app.inject({ url: '/api/blogs?category=mobile' });
    expect(list.json().blogs.map((b: { title: string }) => b.title)).toEqual([
      'First mobile post',
      'Hooks in React Native',
      'Last mobile post',
    ]);
    const page = await app.inject({ url: `/api/blogs/${created.slug}` });
    expect(page.json().blocks).toEqual(FIVE_BLOCKS);
  });

  it('keeps the slug when the title changes, so old links keep working', async () => {
    const created = (await send('POST', '/api/admin/blogs', post({ title: 'Old title' }))).json();
    const edited = await send(
      'PUT',
      `/api/admin/blogs/${created.id}`,
      post({ title: 'New title' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ slug: 'old-title', title: 'New title' });
    const page = await app.inject({ url: '/api/blogs/old-title' });
    expect(page.json().title).toBe('New title');
  });

  it('makes a unique slug when two posts share a title', async () => {
    const a = (await send('POST', '/api/admin/blogs', post({ title: 'Same' }))).json();
    const b = (await send('POST', '/api/admin/blogs', post({ title: 'Same' }))).json();
    const c = (await send('POST', '/api/admin/blogs', post({ title: 'Same' }))).json();
    expect([a.slug, b.slug, c.slug]).toEqual(['same', 'same-2', 'same-3']);
  });

  it('lists posts by category, in order', async () => {
    const res = await send('GET', '/api/admin/blogs');
    expect(res.statusCode).toBe(200);
    const groups = res.json().categories;
    expect(groups.map((g: { category: string }) => g.category)).toEqual(['web', 'mobile', 'game']);
    const orders = groups[1].posts.map((p: { order: number }) => p.order);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
  });

  it('reads one post for the edit form and deletes it', async () => {
    const created = (await send('POST', '/api/admin/blogs', post({ title: 'To delete' }))).json();
    const read = await send('GET', `/api/admin/blogs/${created.id}`);
    expect(read.json()).toMatchObject({ title: 'To delete', category: 'mobile', order: 3 });
    expect((await send('DELETE', `/api/admin/blogs/${created.id}`)).json()).toEqual({
      deleted: true,
    });
    expect((await app.inject({ url: '/api/blogs/to-delete' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/blogs/${created.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/blogs/${created.id}`)).statusCode).toBe(404);
  });

  it('drops empty blocks fields and keeps a block with only code', async () => {
    const blocks = [{ paragraph: '', code: 'x = 1', language: 'python' }, { paragraph: 'Text' }];
    const res = await send('POST', '/api/admin/blogs', post({ title: 'Sparse', blocks }));
    expect(res.json().blocks).toEqual([
      { code: 'x = 1', language: 'python' },
      { paragraph: 'Text' },
    ]);
  });
});

describe('blog validation: 400 with a message per field', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['missing title', { title: '' }, { title: 'Title is required' }],
    ['blank summary', { summary: '   ' }, { summary: 'Summary is required' }],
    ['no category', { category: undefined }, { category: 'Choose a category' }],
    ['unknown category', { category: 'cooking' }, { category: 'Choose a category' }],
    ['fractional order', { order: 1.5 }, { order: 'Order must be a whole number' }],
    ['six blocks', { blocks: [...FIVE_BLOCKS, {}] }, { blocks: 'A post has at most 5 blocks' }],
    [
      'odd language',
      { blocks: [{ code: 'x', language: '<script>' }] },
      { 'blocks.0.language': 'Language uses letters, digits, +, #, . or -' },
    ],
  ];
  for (const [name, change, fields] of cases) {
    it(name, async () => {
      for (const [method, url] of [
        ['POST', '/api/admin/blogs'],
        ['PUT', `/api/admin/blogs/${crypto.randomUUID()}`],
      ] as const) {
        const res = await send(method, url, post(change));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(res.json().fields).toMatchObject(fields);
      }
    });
  }

  it('refuses a malformed id with 400, not 500', async () => {
    expect((await send('GET', '/api/admin/blogs/42')).statusCode).toBe(400);
  });
});
