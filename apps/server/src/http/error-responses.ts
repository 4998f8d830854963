import { ZErrorBody } from '@thinkbuild/core';

/**
 * The error answers most API routes list in their response schema: each AppError code a route
 * for signed-in users may throw (http/app-error.ts) comes back as an ErrorBody.
 */
export const ERROR_RESPONSES = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};
