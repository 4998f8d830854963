import { describe, expect, it } from 'vitest';
import { pluginName } from '../src/http/module.ts';
import { MODULES } from '../src/modules/index.ts';
import { buildTestApp } from './app.ts';

describe('module plugins', () => {
  it('are each named once', () => {
    const names = MODULES.map(pluginName);
    expect(names.filter((name) => !name)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuse to start in an order that registers a module before what it needs', async () => {
    await expect(buildTestApp({ modules: [...MODULES].reverse() })).rejects.toThrow(
      /The dependency '(auth|renditions|learning)' of plugin '\w+' is not registered/,
    );
  });

  it('refuse to start without a module another depends on', async () => {
    const withoutAuth = MODULES.filter((module) => pluginName(module) !== 'auth');
    await expect(buildTestApp({ modules: withoutAuth })).rejects.toThrow(
      /The dependency 'auth' of plugin '\w+' is not registered/,
    );
  });
});
