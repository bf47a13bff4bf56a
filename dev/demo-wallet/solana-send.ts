// Broadcasting for solana:signAndSendTransaction: plain JSON-RPC over fetch, so the node's own error (a failed
// simulation, a stale blockhash) reaches the site with its code and message rather than a client library's wrapper.
import { getBase58Encoder } from '@solana/kit';
import { invalidParams, providerError } from './errors';

type RpcAnswer = { result?: unknown; error?: { code?: unknown; message?: unknown } };
type Commitment = 'processed' | 'confirmed' | 'finalized';

/** The options of SolanaSignAndSendTransactionOptions this wallet passes on to the node. */
export type SendOptions = {
  skipPreflight?: boolean;
  preflightCommitment?: Commitment;
  maxRetries?: number;
  minContextSlot?: number;
  commitment?: Commitment;
  mode?: 'serial' | 'parallel';
};

const COMMITMENTS: readonly unknown[] = ['processed', 'confirmed', 'finalized'];
const CONFIRM_TRIES = 40;
const CONFIRM_INTERVAL_MS = 250;

async function call(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  let answer: RpcAnswer;
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    answer = (await response.json()) as RpcAnswer;
  } catch (cause) {
    throw providerError(-32603, `Solana RPC ${rpcUrl} did not answer ${method}: ${(cause as Error).message}`);
  }
  if (answer.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : -32603;
    throw providerError(code, `Solana RPC ${method} failed: ${String(answer.error.message)}`);
  }
  return answer.result;
}

/** Checks the options' types: the standard leaves them to the wallet, and a typo should not pass silently. */
export function sendOptions(value: unknown): SendOptions {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) throw invalidParams('options must be an object');
  const o = value as Record<string, unknown>;
  if (o.skipPreflight !== undefined && typeof o.skipPreflight !== 'boolean') throw invalidParams('options.skipPreflight must be a boolean');
  for (const key of ['maxRetries', 'minContextSlot'] as const) {
    if (o[key] !== undefined && !(Number.isSafeInteger(o[key]) && (o[key] as number) >= 0))
      throw invalidParams(`options.${key} must be a non-negative integer`);
  }
  for (const key of ['preflightCommitment', 'commitment'] as const) {
    if (o[key] !== undefined && !COMMITMENTS.includes(o[key])) throw invalidParams(`options.${key} must be processed, confirmed or finalized`);
  }
  if (o.mode !== undefined && o.mode !== 'serial' && o.mode !== 'parallel') throw invalidParams('options.mode must be serial or parallel');
  return o as SendOptions;
}

/** Sends a signed wire transaction (base64); answers its signature as the 64 raw bytes. */
export async function sendTransaction(rpcUrl: string, base64: string, options: SendOptions): Promise<Uint8Array> {
  // commitment and mode are the wallet's business, not the node's.
  const { commitment, mode: _mode, ...config } = options;
  const result = await call(rpcUrl, 'sendTransaction', [base64, { ...config, encoding: 'base64' }]);
  let signature: Uint8Array | undefined;
  try {
    signature = typeof result === 'string' ? new Uint8Array(getBase58Encoder().encode(result)) : undefined;
  } catch {
    // Reported below with the node's answer.
  }
  if (signature?.length !== 64) throw providerError(-32603, `Solana RPC sendTransaction answered ${JSON.stringify(result)}, not a signature`);
  if (commitment) await confirm(rpcUrl, result as string);
  return signature;
}

/** Waits until the node reports the transaction, and fails if it failed on chain. */
async function confirm(rpcUrl: string, signature: string): Promise<void> {
  for (let i = 0; i < CONFIRM_TRIES; i++) {
    const answer = (await call(rpcUrl, 'getSignatureStatuses', [[signature]])) as { value?: ({ err: unknown } | null)[] };
    const status = answer.value?.[0];
    if (status) {
      if (status.err) throw providerError(-32603, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_INTERVAL_MS));
  }
  throw providerError(-32603, `Transaction ${signature} was not confirmed within ${(CONFIRM_TRIES * CONFIRM_INTERVAL_MS) / 1000} s`);
}
