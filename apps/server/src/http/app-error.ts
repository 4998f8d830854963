import { ERROR_STATUS, type TErrorCode } from '@thinkbuild/core/errors';

/** The one error type the server throws on purpose; the handler turns it into `{ code, message }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: TErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = fields;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
