import type { Duplex } from 'node:stream';
import type { TErrorBody, TErrorCode } from '@thinkbuild/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** Our code for a client-error status (Fastify's, better-auth's); VALIDATION for the rest. */
export const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** "/category" → "category"; a body-level problem is reported under the part's name. */
function fieldName(instancePath: string, context: string | undefined) {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * The one error handler: every error leaves as `{ code, message, fields? }`. Client mistakes
 * keep their message; anything else is logged with its stack and answered with a bland 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message ?? 'Not valid';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid';
      return reply.status(400).send({ code: 'VALIDATION', message, fields } satisfies TErrorBody);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const body: TErrorBody = { code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.locked) body.locked = error.locked;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, rate limit…): their messages are safe.
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
      return reply.status(status).send({ code, message: error.message } satisfies TErrorBody);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    } satisfies TErrorBody);
  });
}

/**
 * Errors Fastify raises before routing (a broken %-encoding, an over-long parameter): answered
 * in the same `{ code, message }` shape as every other error (`Fastify({ frameworkErrors })`).
 */
export function onFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({
      code: 'VALIDATION',
      message: 'The address is not valid: it has a broken %-encoding',
    } satisfies TErrorBody);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .send({ code: 'VALIDATION', message: 'The address is too long' } satisfies TErrorBody);
  }
  reply.log.error({ err: error }, 'Framework error');
  return reply.status(500).send({
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  } satisfies TErrorBody);
}

/** Our error body, on a raw socket: the request never became one Fastify could answer. */
function rawErrorAnswer(status: number, statusText: string, body: TErrorBody) {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${statusText}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or address over 16 KB,
 * broken framing, a client too slow): answered in our `{ code, message }` shape too, in place
 * of Fastify's `{ error, statusCode }` (`Fastify({ clientErrorHandler })`).
 */
export function onClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, statusText, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The address or the request headers are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable)
    socket.write(rawErrorAnswer(status, statusText, { code: 'VALIDATION', message }));
  socket.destroy(error);
}
