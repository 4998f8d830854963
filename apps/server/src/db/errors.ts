/** The PostgreSQL error code of `error` or of one of its causes (drizzle wraps the driver's). */
function codeOf(error: unknown, wanted: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code?: unknown }).code === wanted)
      return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export const isUniqueViolation = (error: unknown) => codeOf(error, '23505');

/** True when a row refers to one that is gone (a foreign-key violation, code 23503). */
export const isForeignKeyViolation = (error: unknown) => codeOf(error, '23503');
