/** Failures of a request: bad input, an aborted or failed call, a reply of the wrong shape. Only lazy code throws these. */
import { WalletModalError, errorClass } from './base';
import * as MESSAGES from '../messages';
import { fill } from '../messages/fill';

/** SPEC §8 'Invalid input': a value of ours or the page's that breaks its rule (the details say which). */
export const InvalidInputError = errorClass('InvalidInputError', 'INVALID_INPUT', MESSAGES.invalidInput);
export type InvalidInputError = InstanceType<typeof InvalidInputError>;

/** signMessage given an empty message: 'Invalid input', with the code UNKNOWN it has always had. */
export const InvalidMessageError = errorClass('InvalidMessageError', 'UNKNOWN', MESSAGES.invalidInput);
export type InvalidMessageError = InstanceType<typeof InvalidMessageError>;

/** SPEC §8 'Request was aborted'. */
export const RequestAbortedError = errorClass('RequestAbortedError', 'UNKNOWN', MESSAGES.requestAborted);
export type RequestAbortedError = InstanceType<typeof RequestAbortedError>;

/** A node answered a JSON-RPC call with something of the wrong shape. */
export const RpcReplyInvalidError = errorClass('RpcReplyInvalidError', 'RPC_REPLY_INVALID', MESSAGES.anErrorOccurred);
export type RpcReplyInvalidError = InstanceType<typeof RpcReplyInvalidError>;

/** Our data service or catalogue could not be reached, or answered something of the wrong shape. */
export const DataServiceError = errorClass('DataServiceError', 'UNKNOWN', MESSAGES.anErrorOccurred);
export type DataServiceError = InstanceType<typeof DataServiceError>;

/** SPEC §8: an HTTP error throws 'HTTP status code: {n}'. */
export class HttpStatusError extends WalletModalError {
  override name = 'HttpStatusError';
  readonly status: number;
  /** The server's Retry-After, in ms, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /** One of SPEC §8's server messages, when the answer said one (services/server-message.ts). */
  readonly serverMessage: string | undefined;
  constructor(status: number, retryAfterMs?: number, serverMessage?: string) {
    super('UNKNOWN', fill(MESSAGES.httpStatusCode, { n: status }));
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.serverMessage = serverMessage;
  }
}

/** The node could not be reached, or did not answer in time: worth another try, or another URL. */
export class RpcConnectionError extends WalletModalError {
  override name = 'RpcConnectionError';
  readonly timedOut: boolean;
  constructor(url: string, timedOut: boolean, cause?: unknown) {
    super('UNKNOWN', MESSAGES.anErrorOccurred, { cause, details: timedOut ? `${url} did not answer in time` : `${url} could not be reached` });
    this.timedOut = timedOut;
  }
}
