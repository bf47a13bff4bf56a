/** SPEC §8: an HTTP error throws 'HTTP status code: {n}'. */
import { WalletModalError } from '../../errors';

export class HttpStatusError extends WalletModalError {
  override name = 'HttpStatusError';
  readonly status: number;
  /** The server's Retry-After, in ms, when it sent one. */
  readonly retryAfterMs: number | undefined;
  constructor(status: number, retryAfterMs?: number) {
    super('UNKNOWN', `HTTP status code: ${status}`);
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}
