/** A refusal the sandbox answers the way Paystack does: `{ status: false, message }`. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export type TSandboxEvent = { event: string; data: unknown };
