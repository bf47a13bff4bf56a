/**
 * An answer other than 200 with a JSON body `{ message, field?, ...details }`; anything else thrown becomes a bare
 * 500. `details` carries what a client acts on besides the words (the auth service's `attemptsLeft`, `retryAfter`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly details?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
  }
}

/** 400, naming the parameter or body field that is wrong. */
export class BadRequest extends HttpError {
  constructor(field: string, message: string) {
    super(400, message, field);
  }
}

/** 429: a limit was reached; `retryAfter` (whole seconds) is sent as Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfter: number,
    message = `Too many requests: try again in ${retryAfter} s`,
    field?: string,
    details?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(429, message, field, details);
  }
}

/** How an HttpError goes out: its status, its JSON body, and the headers it adds. */
export function errorAnswer(error: HttpError): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  return {
    status: error.status,
    body: { message: error.message, ...(error.field ? { field: error.field } : {}), ...error.details },
    headers: {
      // The rest of a body too large to read is not read: the connection cannot carry another request.
      ...(error.status === 413 ? { connection: 'close' } : {}),
      ...(error instanceof TooManyRequests ? { 'retry-after': String(error.retryAfter) } : {}),
    },
  };
}
