/**
 * The embedded wallet's Solana transactions, in the SolanaRequests shapes of every Solana connector of ours
 * (chains/solana/requests.ts): solana_signTransaction answers `{ signature, transaction }`, solana_signAllTransactions
 * `{ transactions }`, solana_signAndSendTransaction `{ signature }`. Before the person is asked, each transaction must
 * be a base64 wire transaction this wallet's key is a required signer of (the frame checks again when it signs).
 * solana_signAndSendTransaction is the frame's signature (solana_signTransaction) and the modal's sending, over the
 * network's RPC (sendTransaction, the node's answer checked to be the transaction's id).
 */
import { base58ToBytes, base64ToBytes } from '../../chains/solana/encoding';
import type { CaipNetworkId } from '../../chains/caip';
import { SOLANA_MAX_TRANSACTION_BYTES, SOLANA_SIGNATURE_BYTES, SOLANA_SIGNATURE_MAX_LENGTH } from '../../constants';
import { SOLANA_MAX_TRANSACTIONS_PER_REQUEST } from '../../constants/transactions';
import { WalletReplyInvalidError } from '../../errors/connection';
import { InvalidParamsRpcError, UnauthorizedProviderError } from '../../errors/rpc';
import { isRecord } from '../../validate/record';
import { readTransaction } from '../solana-standard/bytes';
import { parseSendOptions, sendThroughRpc } from '../solana-standard/send';
import type { ChainReader } from './chain-reader';

const bad = (method: string, details: string) => new InvalidParamsRpcError({ details: `${method}: ${details}` });

/** One base64 wire transaction that `address` must sign; its bytes. */
function transactionFor(method: string, value: unknown, address: string): Uint8Array {
  const bytes = base64ToBytes(value, SOLANA_MAX_TRANSACTION_BYTES);
  const read = bytes && readTransaction(bytes);
  if (!bytes || !read) throw bad(method, `a transaction must be a base64 wire transaction of at most ${SOLANA_MAX_TRANSACTION_BYTES} bytes`);
  if (!read.signers.includes(address)) throw new UnauthorizedProviderError({ details: `${method}: the embedded wallet is not a signer of the transaction` });
  return bytes;
}

/** solana_signTransaction and solana_signAllTransactions: what the page sends, checked before the person is asked. */
export function checkSolanaSigning(method: 'solana_signTransaction' | 'solana_signAllTransactions', params: unknown, address: string): void {
  if (!isRecord(params)) throw bad(method, 'params must be an object');
  if (method === 'solana_signTransaction') {
    transactionFor(method, params.transaction, address);
    return;
  }
  const { transactions } = params;
  if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > SOLANA_MAX_TRANSACTIONS_PER_REQUEST)
    throw bad(method, `transactions must be a list of 1 to ${SOLANA_MAX_TRANSACTIONS_PER_REQUEST} transactions`);
  for (const transaction of transactions) transactionFor(method, transaction, address);
}

/** The frame's `{ signature, transaction }`, read back into what a node is sent. */
function signedOf(reply: unknown): { bytes: Uint8Array; signature: Uint8Array } {
  const bytes = isRecord(reply) ? base64ToBytes(reply.transaction, SOLANA_MAX_TRANSACTION_BYTES) : undefined;
  const signature = isRecord(reply) ? base58ToBytes(reply.signature, SOLANA_SIGNATURE_MAX_LENGTH) : undefined;
  if (!bytes || !readTransaction(bytes) || signature?.length !== SOLANA_SIGNATURE_BYTES)
    throw new WalletReplyInvalidError({ details: 'the embedded wallet answered solana_signTransaction without a signed transaction' });
  return { bytes, signature };
}

/**
 * solana_signAndSendTransaction: reads the params now and answers what runs once the person approves: the frame
 * signs (`sign`, solana_signTransaction), the modal sends.
 */
export function prepareSolanaSend(
  params: unknown,
  wallet: { address: string; caipNetworkId: CaipNetworkId },
  reader: ChainReader,
  sign: (transaction: string) => Promise<unknown>,
): () => Promise<{ signature: string }> {
  const method = 'solana_signAndSendTransaction';
  if (!isRecord(params)) throw bad(method, 'params must be an object');
  transactionFor(method, params.transaction, wallet.address);
  const options = parseSendOptions(params.sendOptions);
  const transaction = params.transaction as string;
  return async () => ({ signature: await sendThroughRpc(reader, wallet.caipNetworkId, signedOf(await sign(transaction)), options) });
}
