/**
 * SPEC §8: a node's refusal of a transaction, read from its message (Anvil's and geth's wordings; ethers' codes), as
 * a named error with a stable code. Node replies carry generic JSON-RPC codes (-32000, -32003, 3), so the words are
 * what tells a low nonce from a low fee. toWalletModalError (rpc.ts) asks here first.
 */
import { WalletModalError, type WalletModalErrorOptions } from './base';
import * as MESSAGES from '../messages';

export const NODE_ERRORS = {
  EXECUTION_REVERTED: { name: 'ExecutionRevertedError', message: MESSAGES.nodeExecutionReverted },
  FEE_CAP_TOO_HIGH: { name: 'FeeCapTooHighError', message: MESSAGES.nodeFeeCapTooHigh },
  FEE_CAP_TOO_LOW: { name: 'FeeCapTooLowError', message: MESSAGES.nodeFeeCapTooLow },
  TIP_ABOVE_FEE_CAP: { name: 'TipAboveFeeCapError', message: MESSAGES.nodeTipAboveFeeCap },
  NONCE_TOO_HIGH: { name: 'NonceTooHighError', message: MESSAGES.nodeNonceTooHigh },
  NONCE_TOO_LOW: { name: 'NonceTooLowError', message: MESSAGES.nodeNonceTooLow },
  NONCE_MAX_VALUE: { name: 'NonceMaxValueError', message: MESSAGES.nodeNonceMaxValue },
  INSUFFICIENT_FUNDS: { name: 'InsufficientFundsError', message: MESSAGES.nodeInsufficientFunds },
  GAS_TOO_HIGH: { name: 'IntrinsicGasTooHighError', message: MESSAGES.nodeGasTooHigh },
  GAS_TOO_LOW: { name: 'IntrinsicGasTooLowError', message: MESSAGES.nodeGasTooLow },
  TRANSACTION_TYPE_NOT_SUPPORTED: { name: 'TransactionTypeNotSupportedError', message: MESSAGES.nodeTransactionTypeNotSupported },
} as const;

export type NodeErrorCode = keyof typeof NODE_ERRORS;

/** A node refused or would revert the transaction; its stable code is `NODE_` and the kind. `rpcCode` is the node's JSON-RPC code when it gave one. */
export class NodeError extends WalletModalError {
  override name: string;
  override readonly code: `NODE_${NodeErrorCode}`;
  /** Which of SPEC §8's node failures. */
  readonly kind: NodeErrorCode;
  readonly rpcCode: number | undefined;
  /** Revert data (0x hex) when the node returned it (EXECUTION_REVERTED). */
  readonly data: string | undefined;
  constructor(code: NodeErrorCode, options: WalletModalErrorOptions & { rpcCode?: number; data?: string } = {}) {
    super(`NODE_${code}`, NODE_ERRORS[code].message, options);
    this.code = `NODE_${code}`;
    this.kind = code;
    this.name = NODE_ERRORS[code].name;
    this.rpcCode = options.rpcCode;
    this.data = options.data;
  }
}

/** First match wins: "fee cap" checks run before "gas" ones, as geth's fee messages also say "gas". */
const PATTERNS: readonly [NodeErrorCode, RegExp][] = [
  ['EXECUTION_REVERTED', /execution reverted|\breverted\b|revert(ed)? with reason|VM Exception while processing transaction: revert/i],
  ['FEE_CAP_TOO_HIGH', /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1|fee cap.*too high/i],
  ['TIP_ABOVE_FEE_CAP', /max priority fee per gas higher than max fee per gas|tip higher than fee cap|priorityFee cannot be more than maxFee/i],
  ['FEE_CAP_TOO_LOW', /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated|fee cap.*too low/i],
  ['NONCE_MAX_VALUE', /nonce has max value|nonce.*at max/i],
  ['NONCE_TOO_HIGH', /nonce too high/i],
  ['NONCE_TOO_LOW', /nonce too low|nonce has already been used/i],
  ['INSUFFICIENT_FUNDS', /insufficient funds/i],
  ['GAS_TOO_HIGH', /intrinsic gas too high|gas limit reached|gas.*exceeds (the )?block gas limit/i],
  ['GAS_TOO_LOW', /intrinsic gas too low|gas too low/i],
  ['TRANSACTION_TYPE_NOT_SUPPORTED', /transaction type not supported|tx type not supported|unsupported transaction type/i],
];

/** ethers v6 names some of these itself. */
const ETHERS_CODES: Record<string, NodeErrorCode> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  NONCE_EXPIRED: 'NONCE_TOO_LOW',
  CALL_EXCEPTION: 'EXECUTION_REVERTED',
};

type Loose = { message?: unknown; shortMessage?: unknown; code?: unknown; data?: unknown; error?: unknown; info?: { error?: unknown }; cause?: unknown };

/** The error and the ones it wraps (ethers' info.error, a provider's error, cause), at most a few deep. */
function layers(error: unknown): Loose[] {
  const out: Loose[] = [];
  const queue = [error];
  while (queue.length > 0 && out.length < 8) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || out.includes(current as Loose)) continue;
    const e = current as Loose;
    out.push(e);
    queue.push(e.info?.error, e.error, e.cause);
  }
  return out;
}

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Revert data in any layer: a hex string at `data` or `data.data` (some nodes nest it). */
function revertData(all: Loose[]): string | undefined {
  for (const e of all) {
    const data = typeof e.data === 'object' && e.data !== null ? (e.data as { data?: unknown }).data : e.data;
    if (typeof data === 'string' && HEX_DATA.test(data)) return data;
  }
  return undefined;
}

/** The node error a foreign error carries, or undefined when its words are not one of SPEC §8's node failures. */
export function matchNodeError(error: unknown): NodeError | undefined {
  const all = layers(error);
  let match: NodeErrorCode | undefined;
  let words: string | undefined;
  for (const e of all) {
    if (typeof e.code === 'string' && ETHERS_CODES[e.code]) match ??= ETHERS_CODES[e.code];
    for (const text of [e.message, e.shortMessage]) {
      if (typeof text !== 'string' || (match && words)) continue;
      const found = PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
      if (found && (!match || found === match)) [match, words] = [found, text];
    }
    if (match && words) break;
  }
  if (!match) return undefined;
  const rpcCode = all.map((e) => e.code).find((code): code is number => typeof code === 'number' && Number.isInteger(code));
  const data = match === 'EXECUTION_REVERTED' ? revertData(all) : undefined;
  // The node's own words are the details: its message may say which fee, nonce or revert reason.
  return new NodeError(match, { cause: error, rpcCode, data, ...(words ? { details: words.slice(0, 500) } : {}) });
}
