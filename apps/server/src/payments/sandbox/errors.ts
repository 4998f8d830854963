import type { z } from 'zod';

/**
 * A refusal the sandbox answers the way Paystack does: `{ status: false, message, meta:
 * { nextStep }, type, code }`. openapi.yaml's TransactionInitializeBadRequestModel shows that
 * shape (`type` one of validation_error, processor_error, api_error; `code` Paystack's own tag
 * such as duplicate_reference); Paystack's documented answers give the wording of each (ADR 033).
 */
export type TSandboxErrorKind = {
  type: 'validation_error' | 'processor_error' | 'api_error';
  code: string;
  nextStep: string;
};

/** Paystack's published pairs of code and next step, by what went wrong. */
export const PAYSTACK_ERRORS = {
  invalidParams: {
    type: 'validation_error',
    code: 'invalid_params',
    nextStep: "Ensure that the value(s) you're passing are valid.",
  },
  notFound: {
    type: 'validation_error',
    code: 'not_found',
    nextStep:
      "Ensure that you're passing the correct reference for the requested resource that exists on this integration",
  },
  transactionNotFound: {
    type: 'validation_error',
    code: 'transaction_not_found',
    nextStep:
      "Ensure that you're passing the reference of a transaction that exists on this integration",
  },
  invalidKey: {
    type: 'validation_error',
    code: 'invalid_Key',
    nextStep: 'Ensure that you provide the correct authorization key for the request',
  },
  unknown: { type: 'api_error', code: 'unknown', nextStep: 'Try again later' },
} as const satisfies Record<string, TSandboxErrorKind>;

export class SandboxError extends Error {
  readonly kind: TSandboxErrorKind;
  constructor(
    readonly statusCode: number,
    message: string,
    kind?: TSandboxErrorKind,
  ) {
    super(message);
    this.kind =
      kind ??
      (statusCode === 404
        ? PAYSTACK_ERRORS.notFound
        : statusCode >= 500
          ? PAYSTACK_ERRORS.unknown
          : PAYSTACK_ERRORS.invalidParams);
  }
}

/** Paystack's error body for a message of that kind. */
export const paystackErrorBody = (message: string, kind: TSandboxErrorKind) => ({
  status: false as const,
  message,
  meta: { nextStep: kind.nextStep },
  type: kind.type,
  code: kind.code,
});

/** A request's body or query by its schema, or a 400 naming the first field that is wrong. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, what = 'body'): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SandboxError(400, `${issue?.path.join('.') || what}: ${issue?.message}`);
  }
  return parsed.data;
}

export type TSandboxEvent = { event: string; data: unknown };
