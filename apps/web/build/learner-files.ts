import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Which build files only the admin studio loads, so the service worker's precache can leave
 * them out (docs/decisions/022-offline-pwa.md): learners never open /admin, and the studio's
 * chunks (the lesson editor, the tus uploader, …) were most of the 1.8 MB precache.
 *
 * Read from the bundle graph, not from file names: every chunk reachable from the entries
 * without entering an admin page module is a learner file; whatever is left (with its CSS and
 * assets) is admin-only. A chunk shared by an admin page and a learner page stays.
 */
/**
 * An admin page module: the studio's dashboard (features/admin/routes) and each domain's pages
 * (features/admin/<domain>/routes).
 */
export const isAdminPage = (moduleId: string) =>
  /\/src\/features\/admin\/(?:[^/]+\/)?routes\//.test(moduleId);

/** The files of `bundle` that no chunk reaches without going through an admin page. */
export function findAdminOnly(bundle: OutputBundle, isAdminPage: (moduleId: string) => boolean) {
  const adminOnly = new Set<string>();
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
  );
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName)) return;
    if (chunk.facadeModuleId && isAdminPage(chunk.facadeModuleId)) return;
    reached.add(fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const learnerAssets = new Set<string>();
  for (const name of reached) {
    const meta = chunks.get(name)?.viteMetadata;
    for (const css of meta?.importedCss ?? []) learnerAssets.add(css);
    for (const asset of meta?.importedAssets ?? []) learnerAssets.add(asset);
  }
  for (const chunk of chunks.values()) {
    if (reached.has(chunk.fileName)) continue;
    adminOnly.add(chunk.fileName);
    const meta = chunk.viteMetadata;
    for (const file of [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])]) {
      if (!learnerAssets.has(file)) adminOnly.add(file);
    }
  }
  return adminOnly;
}

/** A build plugin that fills `adminOnly` once the bundle is known (before the worker is built). */
export function adminOnlyFiles(isAdminPage: (moduleId: string) => boolean) {
  const adminOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'thinkbuild:admin-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      adminOnly.clear();
      for (const file of findAdminOnly(bundle, isAdminPage)) adminOnly.add(file);
    },
  };
  return { plugin, adminOnly };
}
