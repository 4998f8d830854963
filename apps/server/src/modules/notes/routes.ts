import {
  ZDeleted,
  ZLessonNotes,
  ZLessonParams,
  ZMyNotes,
  ZNote,
  ZNoteCreate,
  ZNoteUpdate,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser } from '../../http/guards.ts';
import { createNote, editNote, lessonNotes, myNotes, removeNote } from './service.ts';

const ZNoteParams = z.object({ id: z.uuid('Not a valid note id') });

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Private to their author: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/notes',
    { schema: { response: { 200: ZMyNotes, ...ERROR_RESPONSES } } },
    async (request) => myNotes(app.db, await requireUser(request)),
  );

  app.get(
    '/lessons/:id/notes',
    { schema: { params: ZLessonParams, response: { 200: ZLessonNotes, ...ERROR_RESPONSES } } },
    async (request) => lessonNotes(app.db, await requireUser(request), request.params.id),
  );

  // Made once per id the device chose: a replay answers 200 with the note already made.
  app.post(
    '/lessons/:id/notes',
    {
      schema: {
        params: ZLessonParams,
        body: ZNoteCreate,
        response: { 200: ZNote, 201: ZNote, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { note, created } = await createNote(app.db, viewer, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(note);
    },
  );

  app.patch(
    '/notes/:id',
    {
      schema: {
        params: ZNoteParams,
        body: ZNoteUpdate,
        response: { 200: ZNote, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      editNote(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/notes/:id',
    { schema: { params: ZNoteParams, response: { 200: ZDeleted, ...ERROR_RESPONSES } } },
    async (request) => {
      await removeNote(app.db, await requireUser(request), request.params.id);
      return { deleted: true as const };
    },
  );
};
