import {
  ZWorkspace,
  ZWorkspaceParams,
  ZWorkspaceSave,
  ZWorkspaceSaved,
  ZWorkspaceStepParams,
  ZWorkspaceStepSave,
  ZWorkspaceVersion,
  ZWorkspaceVersionParams,
  ZWorkspaceVersions,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser } from '../../http/guards.ts';
import {
  getWorkspace,
  restoreVersion,
  saveWorkspace,
  workspaceDownload,
  workspaceVersion,
  workspaceVersions,
} from './service.ts';
import { keepPassedStep, useStepReference } from './steps.ts';

/** Files hold at most 500 KB of text; JSON escaping (quotes, newlines, `\uXXXX`) grows it. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

const BASE = '/projects/:category/:project/workspace';

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A learner's own code: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    BASE,
    { schema: { params: ZWorkspaceParams, response: { 200: ZWorkspace, ...ERROR_RESPONSES } } },
    async (request) => getWorkspace(app.db, await requireUser(request), request.params),
  );

  app.put(
    BASE,
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        params: ZWorkspaceParams,
        body: ZWorkspaceSave,
        response: { 200: ZWorkspaceSaved, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      saveWorkspace(app.db, await requireUser(request), request.params, request.body),
  );

  app.get(
    `${BASE}/versions`,
    {
      schema: {
        params: ZWorkspaceParams,
        response: { 200: ZWorkspaceVersions, ...ERROR_RESPONSES },
      },
    },
    async (request) => workspaceVersions(app.db, await requireUser(request), request.params),
  );

  app.get(
    `${BASE}/versions/:versionId`,
    {
      schema: {
        params: ZWorkspaceVersionParams,
        response: { 200: ZWorkspaceVersion, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      workspaceVersion(
        app.db,
        await requireUser(request),
        request.params,
        request.params.versionId,
      ),
  );

  app.post(
    `${BASE}/versions/:versionId/restore`,
    {
      schema: {
        params: ZWorkspaceVersionParams,
        response: { 200: ZWorkspace, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      restoreVersion(
        app.db,
        await requireUser(request),
        request.params,
        request.params.versionId,
        app.config.timeZone,
      ),
  );

  // A project's exercises are its steps: a passed one is kept, or the step's reference code used.
  app.post(
    `${BASE}/steps/:lessonId`,
    {
      schema: {
        params: ZWorkspaceStepParams,
        body: ZWorkspaceStepSave,
        response: { 200: ZWorkspace, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      keepPassedStep(app.db, await requireUser(request), request.params, request.body),
  );

  app.post(
    `${BASE}/steps/:lessonId/reference`,
    {
      schema: {
        params: ZWorkspaceStepParams,
        body: ZWorkspaceStepSave,
        response: { 200: ZWorkspace, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      useStepReference(app.db, await requireUser(request), request.params, request.body),
  );

  app.get(
    `${BASE}/download`,
    // The zip is sent as it is: Fastify serializes only JSON answers.
    {
      schema: {
        params: ZWorkspaceParams,
        response: { 200: z.instanceof(Buffer), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { filename, zip } = await workspaceDownload(app.db, viewer, request.params);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/zip')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
