import { ERROR_STATUS, type TErrorCode, type TLockedLessonInfo } from '@thinkbuild/core/errors';

/** The one error type the server throws on purpose; the handler turns it into `{ code, message }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** A lesson refused by the plan: what it is, for the page's offer card. */
  readonly locked: TLockedLessonInfo | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    fields?: Record<string, string>,
    locked?: TLockedLessonInfo,
  ) {
    super(message);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = fields;
    this.locked = locked;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
