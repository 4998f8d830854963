import {
  ZCertificateCodeParams,
  ZCertificateNameRequest,
  ZCertificateNameResponse,
  ZCertificateVerification,
  ZCourseCertificatesResponse,
  ZCourseParams,
  ZErrorBody,
  ZMyCertificatesResponse,
  ZSectionParams,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser, requireVerifiedEmail } from '../../http/guards.ts';
import {
  certificateDownload,
  courseCertificates,
  myCertificates,
  setCertificateName,
  verifyCertificate,
} from './service.ts';

const errors = ERROR_RESPONSES;

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates',
    { schema: { response: { 200: ZMyCertificatesResponse, 401: ZErrorBody } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return myCertificates(app.db, viewer);
    },
  );

  app.put(
    '/certificates/name',
    {
      schema: {
        body: ZCertificateNameRequest,
        response: { 200: ZCertificateNameResponse, ...errors },
      },
    },
    async (request) =>
      setCertificateName(
        app.db,
        requireVerifiedEmail(await requireUser(request), 'certificate'),
        request.body.name,
      ),
  );

  // Public: anyone holding the code may confirm the certificate (name, project, section, date).
  app.get(
    '/certificates/:code',
    {
      schema: {
        params: ZCertificateCodeParams,
        response: { 200: ZCertificateVerification, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return verifyCertificate(app.db, request.params.code);
    },
  );

  app.get(
    '/courses/:category/:project/certificates',
    {
      schema: { params: ZCourseParams, response: { 200: ZCourseCertificatesResponse, ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return courseCertificates(app.db, viewer, request.params.category, request.params.project);
    },
  );

  // Issues the certificate on first download; later downloads carry the same code.
  app.get(
    '/courses/:category/:project/sections/:section/certificate',
    // The PDF is sent as it is: Fastify serializes only JSON answers.
    { schema: { params: ZSectionParams, response: { 200: z.instanceof(Buffer), ...errors } } },
    async (request, reply) => {
      // A certificate carries the learner's name to whoever checks it: a proven address first.
      const viewer = requireVerifiedEmail(await requireUser(request), 'certificate');
      const { code, pdf } = await certificateDownload(app.db, viewer, request.params, app.config);
      const { project, section } = request.params;
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="thinkbuild-${project}-${section}-certificate.pdf"`,
        )
        .header('x-certificate-code', code)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
};
