/**
 * SolanaRequests (WalletConnect's Solana wire format) translated to Wallet Standard features:
 * params are checked before the wallet sees them, and what it answers before the site does.
 */
import { isAddress } from '@solana/web3.js';
import type {
  SolanaSignAndSendTransactionMethod,
  SolanaSignInMethod,
  SolanaSignMessageMethod,
  SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features';
import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type { CaipNetworkId } from '../../chains/caip';
import { SOLANA_METHODS, type RequestArguments, type SolanaMethod, type SolanaRequests, type SolanaSignInFields } from '../connector';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64 } from '../../chains/solana/encoding';
import { SOLANA_MAX_MESSAGE_BYTES, SOLANA_MAX_MESSAGE_LENGTH, SOLANA_MAX_TRANSACTION_BYTES } from '../../constants';
import { SOLANA_MAX_TRANSACTIONS_PER_REQUEST } from '../../constants/transactions';
import { asBytes, isSignature, readTransaction } from './bytes';
import { parseSendOptions, sendThroughRpc } from './send';
import type { RpcTarget } from '../../services/json-rpc';
import { callWallet, invalidParams, invalidReply, unsupportedMethod } from './wallet-errors';
import { featureMethod } from './wallet';

/** What a request needs from the connector: the wallet, its signing account and the connected network. */
export type RequestContext = {
  readonly wallet: unknown;
  /** The wallet's own account object: the one with this address, else the connected one. */
  account(address?: string): WalletAccount;
  /** The connected network: our id for it and the wallet's. */
  chain(): { caipNetworkId: CaipNetworkId; walletChain: IdentifierString };
  /** The network's RPC transport (or one URL), for sending what a wallet signed but did not send. */
  rpcOf(chain: CaipNetworkId): RpcTarget | undefined;
};

type Params = Readonly<Record<string, unknown>>;
type Handlers = { [M in SolanaMethod]: (ctx: RequestContext, params: Params) => Promise<SolanaRequests[M]['result']> };

function isSolanaMethod(method: unknown): method is SolanaMethod {
  return typeof method === 'string' && (SOLANA_METHODS as readonly string[]).includes(method);
}

/** A wallet's output list: an array of at least `count` objects. */
function outputsOf(value: unknown, count: number): Params[] {
  if (!Array.isArray(value) || value.length < count || !value.slice(0, count).every((o) => typeof o === 'object' && o !== null)) {
    throw invalidReply(`the wallet answered ${count} request(s) with something other than ${count} result(s)`);
  }
  return (value as Params[]).slice(0, count);
}

function transactionParam(value: unknown, name: string): Uint8Array {
  const bytes = base64ToBytes(value, SOLANA_MAX_TRANSACTION_BYTES);
  if (!bytes || !readTransaction(bytes)) throw invalidParams(`${name} must be a base64 wire transaction of at most ${SOLANA_MAX_TRANSACTION_BYTES} bytes`);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

type Signed = { bytes: Uint8Array; signature: Uint8Array };

/** Reads a signed transaction: the fee payer's signature is its id; when another party pays, the account's own. */
function readSigned(value: unknown, address: string): Signed {
  const bytes = asBytes(value);
  const transaction = bytes && readTransaction(bytes);
  if (!bytes || !transaction) throw invalidReply('the wallet returned a signed transaction that is not a wire transaction');
  const slot = transaction.signers.indexOf(address);
  if (slot >= 0 && !transaction.signatures[slot]) throw invalidReply('the wallet returned the transaction without its signature');
  const signature = transaction.signatures[0] ?? (slot >= 0 ? transaction.signatures[slot] : undefined);
  if (!isSignature(signature)) throw invalidReply('the wallet returned a transaction with no signature');
  return { bytes, signature };
}

async function signTransactions(ctx: RequestContext, transactions: Uint8Array[]): Promise<Signed[]> {
  const sign = featureMethod<SolanaSignTransactionMethod>(ctx.wallet, 'solana:signTransaction', 'signTransaction');
  if (!sign) throw unsupportedMethod('this wallet cannot sign transactions (no solana:signTransaction)');
  const account = ctx.account();
  const { walletChain: chain } = ctx.chain();
  const outputs = outputsOf(await callWallet(() => sign(...transactions.map((transaction) => ({ account, transaction, chain })))), transactions.length);
  return outputs.map((output) => readSigned(output.signedTransaction, account.address));
}

const HANDLERS: Handlers = {
  async solana_signMessage(ctx, { message, pubkey }) {
    const bytes = base58ToBytes(message, SOLANA_MAX_MESSAGE_LENGTH);
    if (!bytes || bytes.length > SOLANA_MAX_MESSAGE_BYTES)
      throw invalidParams(`message must be a non-empty base58 string of at most ${SOLANA_MAX_MESSAGE_BYTES} bytes`);
    if (typeof pubkey !== 'string' || !isAddress(pubkey)) throw invalidParams('pubkey must be a base58 Solana address');
    const account = ctx.account(pubkey);
    const sign = featureMethod<SolanaSignMessageMethod>(ctx.wallet, 'solana:signMessage', 'signMessage');
    if (!sign) throw unsupportedMethod('this wallet cannot sign messages (no solana:signMessage)');
    const [output] = outputsOf(await callWallet(() => sign({ account, message: bytes })), 1);
    const signature = asBytes(output?.signature);
    if (!isSignature(signature)) throw invalidReply('the wallet returned a signature that is not 64 bytes');
    // The site verifies against its own bytes: a wallet that signed something else (a prefixed message) gives it nothing usable.
    const signed = output?.signedMessage === undefined ? bytes : asBytes(output.signedMessage);
    if (!signed || !sameBytes(signed, bytes)) throw invalidReply('the wallet signed other bytes than the message');
    return { signature: bytesToBase58(signature) };
  },

  async solana_signTransaction(ctx, { transaction }) {
    const [signed] = await signTransactions(ctx, [transactionParam(transaction, 'transaction')]);
    if (!signed) throw invalidReply('the wallet returned no transaction');
    return { signature: bytesToBase58(signed.signature), transaction: bytesToBase64(signed.bytes) };
  },

  async solana_signAllTransactions(ctx, { transactions }) {
    if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > SOLANA_MAX_TRANSACTIONS_PER_REQUEST) {
      throw invalidParams(`transactions must be a list of 1 to ${SOLANA_MAX_TRANSACTIONS_PER_REQUEST} base64 wire transactions`);
    }
    const signed = await signTransactions(
      ctx,
      transactions.map((t: unknown, i) => transactionParam(t, `transactions[${i}]`)),
    );
    return { transactions: signed.map((s) => bytesToBase64(s.bytes)) };
  },

  async solana_signAndSendTransaction(ctx, { transaction, sendOptions }) {
    const bytes = transactionParam(transaction, 'transaction');
    const options = parseSendOptions(sendOptions);
    const send = featureMethod<SolanaSignAndSendTransactionMethod>(ctx.wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction');
    if (send) {
      const account = ctx.account();
      const { walletChain: chain } = ctx.chain();
      const [output] = outputsOf(await callWallet(() => send({ account, transaction: bytes, chain, ...(options ? { options } : {}) })), 1);
      const signature = asBytes(output?.signature);
      if (!isSignature(signature)) throw invalidReply('the wallet returned a signature that is not 64 bytes');
      return { signature: bytesToBase58(signature) };
    }
    // A wallet that only signs: sign there, then submit through the site's RPC for the connected network.
    const [signed] = await signTransactions(ctx, [bytes]);
    if (!signed) throw invalidReply('the wallet returned no transaction');
    const { caipNetworkId } = ctx.chain();
    return { signature: await sendThroughRpc(ctx.rpcOf(caipNetworkId), caipNetworkId, signed, options) };
  },
};

/** Answers one SolanaRequests call; any other method is PROVIDER_4200. */
export async function handleSolanaRequest(ctx: RequestContext, args: RequestArguments): Promise<unknown> {
  const { method, params } = (typeof args === 'object' && args !== null ? args : {}) as Partial<RequestArguments>;
  if (!isSolanaMethod(method)) throw unsupportedMethod(`${String(method)} is not one of ${SOLANA_METHODS.join(', ')}`);
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalidParams(`${method} takes its params as an object`);
  return HANDLERS[method](ctx, params as Params);
}

/** Whether the wallet offers Sign-In With Solana (`solana:signIn`). */
export const hasSignIn = (wallet: unknown): boolean => featureMethod<SolanaSignInMethod>(wallet, 'solana:signIn', 'signIn') !== undefined;

/**
 * `solana:signIn`: the wallet writes the CAIP-122 text from the fields and signs it. Its answer is checked: the
 * account asked for, UTF-8 text, a 64-byte signature (the server checks the text and the signature again).
 */
export async function signInWithWallet(ctx: RequestContext, fields: SolanaSignInFields): Promise<{ message: string; signature: string }> {
  const signIn = featureMethod<SolanaSignInMethod>(ctx.wallet, 'solana:signIn', 'signIn');
  if (!signIn) throw unsupportedMethod('this wallet cannot sign in (no solana:signIn)');
  ctx.account(fields.address);
  const [output] = outputsOf(await callWallet(() => signIn(fields)), 1);
  const address = (output?.account as { address?: unknown } | undefined)?.address;
  if (address !== fields.address) throw invalidReply('the wallet signed in with another account');
  const signature = asBytes(output?.signature);
  if (!isSignature(signature)) throw invalidReply('the wallet returned a signature that is not 64 bytes');
  const signed = asBytes(output?.signedMessage);
  if (!signed || signed.length > SOLANA_MAX_MESSAGE_BYTES) throw invalidReply('the wallet returned no signed message');
  let message: string;
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(signed);
  } catch {
    throw invalidReply('the wallet signed a message that is not UTF-8 text');
  }
  return { message, signature: bytesToBase58(signature) };
}
