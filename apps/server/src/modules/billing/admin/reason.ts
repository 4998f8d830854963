/**
 * A stored failure message as a sentence an admin can read. The billing module keeps some
 * checkout failures as `String(error)` ("AppError: Payment could not start: …"); the class
 * name is for developers, so it is dropped here, where the admin reads it.
 */
const ERROR_CLASS_PREFIX = /^(?:[A-Z][A-Za-z]*)?Error:\s*/;

export function humanReason(message: string | null | undefined): string | null {
  if (!message) return message ?? null;
  let text = message.trim();
  while (ERROR_CLASS_PREFIX.test(text)) text = text.replace(ERROR_CLASS_PREFIX, '');
  if (!text) return null;
  return text[0]?.toUpperCase() + text.slice(1);
}
