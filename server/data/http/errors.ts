/** An answer other than 200 with a JSON body `{ message, field? }`; anything else thrown becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
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

/** 429: a rate limit was reached; `retryAfter` (seconds) is sent as Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, `Too many requests: try again in ${retryAfter} s`);
  }
}
