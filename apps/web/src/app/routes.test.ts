import { isClientRoute } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { PAGES } from './routes.tsx';

// The server answers a path it does not know with the static 404 page, which loads no script:
// a page missing from core's route list would be a dead end when opened directly.
describe('every page of the route table', () => {
  const paths = Object.values(PAGES)
    .flat()
    .map(({ path }) => path.replace(/:[a-z]+/g, 'x'));

  it.each(paths)('%s is a client route the server serves', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });
});
