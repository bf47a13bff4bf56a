/** Sending a signed transaction through the site's RPC, for wallets that sign but do not send. */
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import type { CaipNetworkId } from '../../chains/caip';
import { bytesToBase58, bytesToBase64 } from '../../chains/solana/encoding';
import type { WalletModalError } from '../../errors';
import { SolanaSendFailedError } from '../../errors/send';
import { RpcCodeError, toWalletModalError } from '../../errors/rpc';
import { rpcRequest, type RpcTarget } from '../../services/json-rpc';
import { invalidParams, invalidReply } from './wallet-errors';
import * as MESSAGES from '../../messages';

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const;
type Commitment = (typeof COMMITMENTS)[number];

const isCommitment = (value: unknown): value is Commitment => (COMMITMENTS as readonly unknown[]).includes(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** WalletConnect's `sendOptions`: the known fields, each checked; others are dropped. */
export function parseSendOptions(value: unknown): SolanaSignAndSendTransactionOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('sendOptions must be an object');
  const { skipPreflight, preflightCommitment, commitment, maxRetries, minContextSlot } = value as Record<string, unknown>;
  const bad = (name: string, what: string) => invalidParams(`sendOptions.${name} must be ${what}`);
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') throw bad('skipPreflight', 'a boolean');
  if (preflightCommitment !== undefined && !isCommitment(preflightCommitment)) throw bad('preflightCommitment', COMMITMENTS.join(' | '));
  if (commitment !== undefined && !isCommitment(commitment)) throw bad('commitment', COMMITMENTS.join(' | '));
  if (maxRetries !== undefined && !isCount(maxRetries)) throw bad('maxRetries', 'a non-negative integer');
  if (minContextSlot !== undefined && !isCount(minContextSlot)) throw bad('minContextSlot', 'a non-negative integer');
  return {
    ...(skipPreflight !== undefined ? { skipPreflight } : {}),
    ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
    ...(commitment !== undefined ? { commitment } : {}),
    ...(maxRetries !== undefined ? { maxRetries } : {}),
    ...(minContextSlot !== undefined ? { minContextSlot } : {}),
  };
}

/** The node's own words (e.g. "Transaction simulation failed: ..."), which json-rpc.ts keeps as the cause. */
function nodeMessage(error: WalletModalError): string | undefined {
  const cause = error.cause as { message?: unknown } | undefined;
  return typeof cause?.message === 'string' ? cause.message : error.details;
}

/**
 * `sendTransaction` with the base64 wire transaction. Answers the signature the node reports, which
 * must be the transaction's own. Failures keep the node's code and carry the SPEC's send message.
 */
export async function sendThroughRpc(
  rpc: RpcTarget | undefined,
  chain: CaipNetworkId,
  signed: { bytes: Uint8Array; signature: Uint8Array },
  options: SolanaSignAndSendTransactionOptions | undefined,
): Promise<string> {
  if (!rpc) throw new SolanaSendFailedError('NETWORK_NOT_FOUND', { details: `no RPC URL is configured for ${chain}` });
  // `commitment` and `mode` are wallet-only options; the node's sendTransaction takes the rest.
  const { commitment: _commitment, mode: _mode, ...config } = options ?? {};
  let answer: unknown;
  try {
    answer = await rpcRequest(rpc, 'sendTransaction', [bytesToBase64(signed.bytes), { ...config, encoding: 'base64' }]);
  } catch (thrown) {
    const error = toWalletModalError(thrown);
    const details = nodeMessage(error);
    throw error instanceof RpcCodeError
      ? new RpcCodeError(error.rpcCode, MESSAGES.solanaSendFailed, { cause: error, ...(details ? { details } : {}) })
      : new SolanaSendFailedError(error.code, { cause: error, ...(details ? { details } : {}) });
  }
  const expected = bytesToBase58(signed.signature);
  if (answer !== expected) throw invalidReply("the node answered sendTransaction with another signature than the transaction's");
  return expected;
}
