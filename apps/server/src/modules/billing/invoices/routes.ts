import { ZTaxDocumentParams } from '@thinkbuild/core/tax-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { taxDocumentDownload } from './documents.ts';

/** A tax invoice's or credit note's PDF: its buyer's, or an admin's (decisions/044). */
export const taxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/tax-documents/:id/pdf',
    // The PDF is sent as it is: Fastify serializes only JSON answers.
    {
      schema: {
        params: ZTaxDocumentParams,
        response: { 200: z.instanceof(Buffer), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { number, pdf } = await taxDocumentDownload(app.db, viewer, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="thinkbuild-${number}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
};
