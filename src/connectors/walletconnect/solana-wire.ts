/**
 * Checks the SolanaRequests wire format (src/connectors/connector.ts) on its way to the wallet and on
 * its way back: shapes and encodings only (base58 keys and signatures, base64 transactions); the
 * wallet and the chain judge the bytes.
 */
import { BASE58, BASE64 } from '../../chains/solana/text-format';
import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_ADDRESS_MIN_LENGTH, SOLANA_MAX_MESSAGE_LENGTH, SOLANA_SIGNATURE_MAX_LENGTH } from '../../constants';
import type { WalletModalError } from '../../errors';
import { InvalidParamsRpcError, UnsupportedProviderMethodError } from '../../errors/rpc';
import { SOLANA_METHODS, type SolanaMethod, type SolanaRequests } from '../connector';
import { invalidReply } from './namespace-session';
import { isRecord } from '../../validate/record';

/** SPEC §5: a Solana address is base58, 32 to 44 characters. */
export const isSolanaAddress = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= SOLANA_ADDRESS_MIN_LENGTH && value.length <= SOLANA_ADDRESS_MAX_LENGTH && BASE58.test(value);
/** A 64-byte ed25519 signature in base58: 64 (all zero bytes) to 88 characters. */
const isSignature = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 64 && value.length <= SOLANA_SIGNATURE_MAX_LENGTH && BASE58.test(value);
const isBase58 = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && BASE58.test(value);
const isBase64 = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && BASE64.test(value);

export function isSolanaMethod(method: string): method is SolanaMethod {
  return (SOLANA_METHODS as readonly string[]).includes(method);
}

const badParams = (method: string, why: string): WalletModalError => new InvalidParamsRpcError({ details: `${method}: ${why}` });

/** The params to send, checked; anything but the known fields is left out. */
export function checkSolanaParams<M extends SolanaMethod>(method: M, params: unknown): SolanaRequests[M]['params'];
export function checkSolanaParams(method: SolanaMethod, params: unknown): SolanaRequests[SolanaMethod]['params'] {
  if (!isRecord(params)) throw badParams(method, 'params must be an object');
  switch (method) {
    case 'solana_signMessage':
      if (!isBase58(params.message) || params.message.length > SOLANA_MAX_MESSAGE_LENGTH)
        throw badParams(method, `message must be base58 of at most ${SOLANA_MAX_MESSAGE_LENGTH} characters`);
      if (!isSolanaAddress(params.pubkey)) throw badParams(method, 'pubkey must be a base58 address');
      return { message: params.message, pubkey: params.pubkey };
    case 'solana_signTransaction':
      if (!isBase64(params.transaction)) throw badParams(method, 'transaction must be a base64 wire transaction');
      return { transaction: params.transaction };
    case 'solana_signAllTransactions': {
      const { transactions } = params;
      if (!Array.isArray(transactions) || transactions.length === 0 || !transactions.every(isBase64))
        throw badParams(method, 'transactions must be base64 wire transactions');
      return { transactions: [...transactions] };
    }
    case 'solana_signAndSendTransaction':
      if (!isBase64(params.transaction)) throw badParams(method, 'transaction must be a base64 wire transaction');
      if (params.sendOptions !== undefined && !isRecord(params.sendOptions)) throw badParams(method, 'sendOptions must be an object');
      return params.sendOptions === undefined ? { transaction: params.transaction } : { transaction: params.transaction, sendOptions: params.sendOptions };
  }
}

/** The wallet's reply, checked; anything but the known fields is left out. */
export function checkSolanaReply<M extends SolanaMethod>(method: M, reply: unknown, sent: SolanaRequests[M]['params']): SolanaRequests[M]['result'];
export function checkSolanaReply(method: SolanaMethod, reply: unknown, sent: SolanaRequests[SolanaMethod]['params']): SolanaRequests[SolanaMethod]['result'] {
  const bad = (why: string) => invalidReply(`${method}: the wallet ${why}`);
  if (!isRecord(reply)) throw bad('answered something other than an object');
  switch (method) {
    case 'solana_signMessage':
    case 'solana_signAndSendTransaction':
      if (!isSignature(reply.signature)) throw bad('answered no base58 signature');
      return { signature: reply.signature };
    case 'solana_signTransaction':
      if (!isSignature(reply.signature)) throw bad('answered no base58 signature');
      if (reply.transaction !== undefined && !isBase64(reply.transaction)) throw bad('answered a transaction that is not base64');
      return reply.transaction === undefined ? { signature: reply.signature } : { signature: reply.signature, transaction: reply.transaction };
    case 'solana_signAllTransactions': {
      const { transactions } = reply;
      const count = 'transactions' in sent ? sent.transactions.length : 0;
      if (!Array.isArray(transactions) || transactions.length !== count || !transactions.every(isBase64))
        throw bad(`answered other than ${count} base64 transactions`);
      return { transactions: [...transactions] };
    }
  }
}

export function unsupportedMethod(method: string, why: string): WalletModalError {
  return new UnsupportedProviderMethodError({ details: `${method}: ${why}` });
}
