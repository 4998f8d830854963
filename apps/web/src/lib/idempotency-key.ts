import { useRef } from 'react';

/** 128 random bits in hex (getRandomValues works on plain http too, unlike randomUUID). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The Idempotency-Key of one intent of the learner (ADR 006, "One change at a time"): the same
 * key while the intent is the same (a retry after a failure or a lost answer sends it again, and
 * the server does nothing twice); a new one for another intent, and after a success, so doing
 * the same thing again later is a new request.
 */
export function intentKeys() {
  let current: { intent: string; key: string } | null = null;
  return {
    keyFor(intent: string) {
      if (current?.intent !== intent) current = { intent, key: newKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** `intentKeys` kept for the life of the component (the form, the dialog). */
export function useIntentKey() {
  const keys = useRef<ReturnType<typeof intentKeys> | null>(null);
  keys.current ??= intentKeys();
  return keys.current;
}

export const idempotencyHeaders = (key: string) => ({ 'Idempotency-Key': key });
