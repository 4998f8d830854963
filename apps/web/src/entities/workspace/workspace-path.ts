/*
 * Where My project's workspace is, apart from the queries (workspace-api.ts): the app's entry
 * asks for it while the page's code loads (app/routes.tsx `preloadRoute`) and must not load
 * TanStack Query to know the address.
 */

export type TProjectRef = { category: string; project: string };

/** The workspace's API path (relative to /api). */
export const workspacePath = ({ category, project }: TProjectRef) =>
  `/projects/${encodeURIComponent(category)}/${encodeURIComponent(project)}/workspace`;
