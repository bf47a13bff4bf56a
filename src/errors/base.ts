/**
 * The one base of every error the product reports (viem's shape): a stable `code` host pages test, SPEC §8's
 * `shortMessage` shown to people, the `details` behind it, the `cause`, and `walk(fn)` down the cause chain. Each
 * failure is a small class of its own (src/errors/*.ts), constructed by name: `new NotConnectedError()`.
 */
import type { AlertCode } from './alerts';

export type WalletModalErrorCode =
  | 'UNKNOWN'
  | 'INVALID_ATTRIBUTE'
  | 'INVALID_INPUT'
  | 'INVALID_CAIP_ADDRESS'
  | 'INVALID_NETWORK_ID'
  | 'NETWORK_NOT_IN_SETUP'
  | 'NETWORK_NOT_FOUND'
  | 'CONNECTOR_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'BALANCE_UNAVAILABLE'
  | 'WALLET_REPLY_INVALID'
  | 'ACTION_NOT_ALLOWED'
  | 'RPC_CALL_NOT_ALLOWED'
  | 'RPC_REPLY_INVALID'
  | 'LOAD_FAILED'
  | 'RELAY_UNREACHABLE'
  | 'SWAP_UNSUPPORTED'
  | 'GAS_PRICE_UNSUPPORTED'
  | 'SWAP_REFUSED'
  | 'INSUFFICIENT_GAS'
  | 'INSUFFICIENT_FUNDS'
  | 'NAME_NOT_FOUND'
  | 'FRAME_LOAD_FAILED'
  | 'FRAME_NOT_SET'
  | 'FRAME_TIMEOUT'
  | 'FRAME_REPLY_ERROR'
  | 'EMAIL_LOGIN_THROTTLED'
  | 'AUTH_INIT_FAILED'
  | 'POPUP_BLOCKED'
  | 'VIEW_NEEDS_DATA'
  | 'FARCASTER_NOT_ENABLED'
  | AlertCode
  | `RPC_${number}`
  // SPEC §8's node failures (errors/node.ts NODE_ERRORS).
  | `NODE_${string}`
  | `PROVIDER_${number}`;

export type WalletModalErrorOptions = { cause?: unknown; details?: string };

export class WalletModalError extends Error {
  override name = 'WalletModalError';
  readonly code: WalletModalErrorCode;
  readonly shortMessage: string;
  readonly details: string | undefined;
  override readonly cause: unknown;

  constructor(code: WalletModalErrorCode, shortMessage: string, options: WalletModalErrorOptions = {}) {
    const details = options.details ?? detailsOf(options.cause);
    super(details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage);
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = details;
    this.cause = options.cause;
  }

  /** The first error in the cause chain (this one included) that matches, or undefined. */
  walk(match: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current && !seen.has(current)) {
      if (match(current)) return current;
      seen.add(current);
      current = (current as { cause?: unknown }).cause;
    }
    return undefined;
  }
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof WalletModalError) return cause.details ?? cause.shortMessage;
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return undefined;
}

/**
 * One failure's class: its name, code and words fixed, so a call site says only what failed (`new XError({ details })`).
 * A factory rather than a written-out class each: the first script carries a few of them, at a few bytes apiece.
 */
/**
 * A class errorClass makes. Named, so that the published declarations do not spell out the inferred class, whose
 * statics would include Node's `Error.prepareStackTrace` (and so need @types/node in every site's type check).
 */
export type ErrorClass<C extends WalletModalErrorCode> = {
  new (options?: WalletModalErrorOptions): WalletModalError & { readonly code: C };
  readonly prototype: WalletModalError;
};

export function errorClass<const C extends WalletModalErrorCode>(name: string, code: C, shortMessage: string): ErrorClass<C> {
  return class extends WalletModalError {
    declare readonly code: C;
    constructor(options?: WalletModalErrorOptions) {
      super(code, shortMessage, options);
      this.name = name;
    }
  };
}
