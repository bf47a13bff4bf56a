/** The one place where what a Wallet Standard wallet throws or answers becomes a WalletModalError. */
import type { WalletModalError } from '../../errors';
import { NotConnectedError, WalletReplyInvalidError } from '../../errors/connection';
import {
  InvalidParamsRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  toWalletModalError,
} from '../../errors/rpc';

/**
 * Solana wallets often reject without a code: wallet-adapter's WalletSignMessageError and its kin
 * carry only "User rejected the request." (sometimes on a nested `error`), so the text is all there is.
 */
const USER_REJECTED_TEXT = /user rejected|rejected by (the )?user|user (denied|declined|cancell?ed|disapproved)|approval denied/i;

function messagesOf(error: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const { message, error: inner, cause } = current as { message?: unknown; error?: unknown; cause?: unknown };
    if (typeof message === 'string') texts.push(message);
    current = inner ?? cause;
  }
  if (typeof error === 'string') texts.push(error);
  return texts;
}

/** Maps anything a wallet threw: codes first (4001 and kin), then the text of a user rejection. */
function fromWalletError(error: unknown): WalletModalError {
  const mapped = toWalletModalError(error);
  if (mapped.code === 'UNKNOWN' && messagesOf(error).some((text) => USER_REJECTED_TEXT.test(text))) {
    return new UserRejectedRequestError({ cause: error });
  }
  return mapped;
}

/** Calls into the wallet; whatever it throws is mapped once, here. */
export async function callWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromWalletError(error);
  }
}

/** WALLET_REPLY_INVALID: the wallet (or the node behind it) answered something we cannot trust. */
export function invalidReply(details: string): WalletModalError {
  return new WalletReplyInvalidError({ details });
}

/** RPC_-32602: the site asked with malformed params. */
export const invalidParams = (details: string): WalletModalError => new InvalidParamsRpcError({ details });

/** PROVIDER_4200: a method outside SolanaRequests, or one this wallet has no feature for. */
export const unsupportedMethod = (details: string): WalletModalError => new UnsupportedProviderMethodError({ details });

/** PROVIDER_4100: the site named an account the wallet has not authorised. */
export const unauthorisedAccount = (details: string): WalletModalError => new UnauthorizedProviderError({ details });

/** NOT_CONNECTED: a request before connect() (or after disconnect()). */
export const notConnected = (details: string): WalletModalError => new NotConnectedError({ details });
