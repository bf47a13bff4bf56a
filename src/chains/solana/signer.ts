/**
 * A SolanaSigner (what `getProvider('solana')` hands the host) on top of a connector's `solana_*` requests:
 * bytes go out as the vocabulary's strings (messages base58, transactions base64) and every reply is checked
 * and turned back into bytes before the host sees it. It lives in chains/ beside the codecs it uses and the
 * request vocabulary (requests.ts), below connectors/.
 */
import type { RequestArguments } from '../request';
import type { SolanaMethod, SolanaRequests, SolanaSigner } from './requests';
import { parseCaipNetworkId, type CaipNetworkId } from '../caip';
import { WalletReplyInvalidError } from '../../errors/connection';
import { InvalidInputError } from '../../errors/request';
import { toWalletModalError } from '../../errors/rpc';
import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_MAX_TRANSACTION_BYTES, SOLANA_SIGNATURE_BYTES, SOLANA_SIGNATURE_MAX_LENGTH } from '../../constants';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64, utf8ToBytes } from './encoding';
import { parseSolanaAddress } from './address';
import { readWireTransaction, withSignature } from './wire-transaction';
import { guardRequests } from '../allowed-methods';

export type SolanaRequestFunction = (args: RequestArguments) => Promise<unknown>;
type Reply = Record<string, unknown>;

/** A text message as `solana_signMessage` carries it: its UTF-8 bytes in base58. */
export function utf8ToBase58(message: string): string {
  return bytesToBase58(utf8ToBytes(message));
}

/** An ed25519 signature in base58 (64 bytes), which is also how Solana names a transaction. */
export function isSolanaSignature(value: unknown): value is string {
  return base58ToBytes(value, SOLANA_SIGNATURE_MAX_LENGTH)?.length === SOLANA_SIGNATURE_BYTES;
}

const invalidReply = (method: SolanaMethod, details: string) => new WalletReplyInvalidError({ details: `${method}: ${details}` });

const invalidInput = (details: string) => new InvalidInputError({ details });

/** The host's bytes; a transaction must be a wire transaction (what `getTransactionEncoder()` makes). */
function hostBytes(value: unknown, what: 'message' | 'transaction'): Uint8Array {
  if (!(value instanceof Uint8Array)) throw invalidInput(`the ${what} must be a Uint8Array`);
  if (what === 'transaction' && !readWireTransaction(value)) {
    throw invalidInput(`the transaction is not a wire transaction of at most ${SOLANA_MAX_TRANSACTION_BYTES} bytes`);
  }
  return value;
}

function replySignature(method: SolanaMethod, reply: Reply): Uint8Array {
  const bytes = base58ToBytes(reply.signature, SOLANA_SIGNATURE_MAX_LENGTH);
  if (bytes?.length !== SOLANA_SIGNATURE_BYTES) throw invalidReply(method, 'signature is not 64 bytes in base58');
  return bytes;
}

function replyTransaction(method: SolanaMethod, value: unknown): Uint8Array {
  const bytes = base64ToBytes(value, SOLANA_MAX_TRANSACTION_BYTES);
  if (!bytes || !readWireTransaction(bytes)) throw invalidReply(method, 'transaction is not a base64 wire transaction');
  return bytes;
}

export function createSolanaSigner(request: SolanaRequestFunction, address: string, chain: CaipNetworkId): SolanaSigner {
  const key = base58ToBytes(parseSolanaAddress(address), SOLANA_ADDRESS_MAX_LENGTH)!;
  if (parseCaipNetworkId(chain).namespace !== 'solana') throw invalidInput(`${chain} is not a Solana network`);

  // Only approval methods ever pass here; the guard keeps it so should the signer grow.
  const toWallet = guardRequests(request);

  async function call<M extends SolanaMethod>(method: M, params: SolanaRequests[M]['params']): Promise<Reply> {
    let reply: unknown;
    try {
      reply = await toWallet({ method, params });
    } catch (error) {
      throw toWalletModalError(error);
    }
    if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) throw invalidReply(method, 'the reply is not an object');
    return reply as Reply;
  }

  async function signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
    const bytes = hostBytes(transaction, 'transaction');
    const reply = await call('solana_signTransaction', { transaction: bytesToBase64(bytes) });
    const signature = replySignature('solana_signTransaction', reply);
    if (reply.transaction !== undefined) return replyTransaction('solana_signTransaction', reply.transaction);
    // Wallets that answer the signature alone leave it to us to put it in the account's slot.
    const signed = withSignature(bytes, readWireTransaction(bytes)!, key, signature);
    if (!signed) throw invalidInput(`the transaction does not ask ${address} to sign it`);
    return signed;
  }

  return {
    address,
    chain,
    async signMessage(message) {
      const bytes = hostBytes(message, 'message');
      const reply = await call('solana_signMessage', { message: bytesToBase58(bytes), pubkey: address });
      return replySignature('solana_signMessage', reply);
    },
    signTransaction,
    async signAllTransactions(transactions) {
      if (!Array.isArray(transactions)) throw invalidInput('transactions must be an array of Uint8Arrays');
      const all = transactions.map((transaction) => hostBytes(transaction, 'transaction'));
      // Nothing to sign is not worth a prompt in the wallet.
      if (all.length === 0) return [];
      const reply = await call('solana_signAllTransactions', { transactions: all.map(bytesToBase64) });
      if (!Array.isArray(reply.transactions) || reply.transactions.length !== all.length) {
        throw invalidReply('solana_signAllTransactions', `expected ${all.length} transactions`);
      }
      return reply.transactions.map((value: unknown) => replyTransaction('solana_signAllTransactions', value));
    },
    async signAndSendTransaction(transaction) {
      const bytes = hostBytes(transaction, 'transaction');
      const reply = await call('solana_signAndSendTransaction', { transaction: bytesToBase64(bytes) });
      replySignature('solana_signAndSendTransaction', reply);
      return reply.signature as string;
    },
  };
}
