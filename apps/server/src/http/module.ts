import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type TModuleMeta = {
  /** The module's folder name: what other modules list in their `dependencies`. */
  name: string;
  /**
   * Plugins (platform or module) that must be registered before this one. Fastify checks it at
   * start, so a module list in the wrong order stops the server with the missing name instead of
   * failing later on an undefined decorator.
   */
  dependencies?: readonly string[];
  /**
   * The module decorates the app for the modules after it (`app.auth`, `app.renditions`), so its
   * plugin is not encapsulated. Every other module keeps its hooks and routes to itself.
   */
  decorates?: true;
};

/**
 * One module's plugin, named and with its dependencies declared (fastify-plugin's `name` and
 * `dependencies`). A module with API routes depends on `api-rate-limit` through apiScope.
 */
export function defineModule(meta: TModuleMeta, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return fp(plugin, {
    name: meta.name,
    dependencies: [...(meta.dependencies ?? [])],
    encapsulate: meta.decorates !== true,
  });
}

/** The name a plugin was given by defineModule (or fastify-plugin), if any. */
export function pluginName(plugin: FastifyPluginAsync): string | undefined {
  const meta = (plugin as unknown as Record<symbol, { name?: string } | undefined>)[
    Symbol.for('plugin-meta')
  ];
  return meta?.name;
}
