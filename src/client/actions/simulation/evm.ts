/**
 * EVM preview: eth_simulateV1 with traceTransfers (native moves appear as Transfer logs of 0xeeee…eeee) and
 * validation off (no fee, no nonce checks: the question is what the call does, not whether the wallet's fee fits).
 * A node without eth_simulateV1 gets eth_call + eth_estimateGas: reverts are still caught, the rest is `partial`.
 */
import { NodeError } from '../../../errors/node';
import { MethodNotFoundRpcError, MethodNotSupportedRpcError, RpcCodeError, UnsupportedProviderMethodError } from '../../../errors/rpc';
import type { RpcTransport } from '../../../services/json-rpc';
import type { EvmCall } from '../transaction-request';
import { abiString, addressWord, hexData, invalidReply, revertReason, word } from './abi';
import {
  isUnlimited,
  type ApprovalGrant,
  type BalanceChange,
  type KnownToken,
  type SimulatedRevert,
  type SimulatedToken,
  type SimulationResult,
} from './types';
import type { ActionReturnType } from '../action-types';
import type { WalletModalError } from '../../../errors';
import { isRecord } from '../../../validate/record';

/** keccak256("Transfer(address,address,uint256)") and keccak256("Approval(address,address,uint256)"). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';
/** Where eth_simulateV1's traceTransfers reports native value moves (ERC-7528's native asset address). */
const NATIVE_LOG_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const SELECTOR = { transfer: '0xa9059cbb', approve: '0x095ea7b3', symbol: '0x95d89b41', decimals: '0x313ce567' } as const;

type Log = { address: string; topics: string[]; data: string };

export type IsSimulateUnsupportedParameters = Parameters<typeof isSimulateUnsupported>;
export type IsSimulateUnsupportedReturnType = ActionReturnType<typeof isSimulateUnsupported>;
export type IsSimulateUnsupportedErrorType = never;
/** A node that does not have eth_simulateV1 (method not found / not supported), as opposed to one that failed. */
function isSimulateUnsupported(error: unknown): boolean {
  if (error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError || error instanceof UnsupportedProviderMethodError) return true;
  if (error instanceof RpcCodeError && [-32601, -32004, 4200].includes(error.rpcCode)) return true;
  const text = error instanceof Error ? `${error.message}` : '';
  return /eth_simulateV1/i.test(text) && /not (found|supported|available)|does not exist|unsupported|unknown method/i.test(text);
}

function readLogs(value: unknown): Log[] {
  if (!Array.isArray(value)) throw invalidReply('eth_simulateV1: a call has no logs array');
  return value.map((log) => {
    if (!isRecord(log) || !Array.isArray(log.topics)) throw invalidReply('eth_simulateV1: a log is malformed');
    return { address: hexData(log.address, 'log address'), topics: log.topics.map((t) => hexData(t, 'log topic')), data: hexData(log.data, 'log data') };
  });
}

type CallOutcome = { status: 'ok'; logs: Log[]; gasUsed?: bigint } | { status: 'reverted'; revert: SimulatedRevert; gasUsed?: bigint };

/** The one call of the one simulated block, checked. */
function readSimulateReply(reply: unknown): CallOutcome {
  const block = Array.isArray(reply) && reply.length === 1 ? reply[0] : undefined;
  const call = isRecord(block) && Array.isArray(block.calls) && block.calls.length === 1 ? block.calls[0] : undefined;
  if (!isRecord(call)) throw invalidReply('eth_simulateV1 did not answer one block with one call');
  const gasUsed = typeof call.gasUsed === 'string' && /^0x[0-9a-f]+$/i.test(call.gasUsed) ? BigInt(call.gasUsed) : undefined;
  if (call.status === '0x1') return { status: 'ok', logs: readLogs(call.logs), gasUsed };
  if (call.status !== '0x0') throw invalidReply('eth_simulateV1: a call status is neither 0x1 nor 0x0');
  const error = isRecord(call.error) ? call.error : {};
  const raw = typeof error.data === 'string' ? error.data : typeof call.returnData === 'string' ? call.returnData : undefined;
  const data = raw !== undefined ? hexData(raw, 'revert data') : undefined;
  return { status: 'reverted', revert: { reason: revertReason(data), ...(data && data !== '0x' ? { data } : {}) }, gasUsed };
}

function callObject(from: string, call: EvmCall) {
  return { from, to: call.to, ...(call.value ? { value: call.value } : {}), ...(call.data ? { input: call.data } : {}) };
}

type Moves = { changes: Map<string, bigint>; approvals: { token: string; spender: string; amount: bigint }[] };

/** The account's net change per token and the approvals it grants, from the traced logs. */
function movesFromLogs(account: string, logs: Log[]): Moves {
  const changes = new Map<string, bigint>();
  const approvals: Moves['approvals'] = [];
  const add = (token: string, delta: bigint) => changes.set(token, (changes.get(token) ?? 0n) + delta);
  for (const log of logs) {
    // Three topics and one data word: ERC-20 (an ERC-721 Transfer indexes its token id as a fourth topic).
    if (log.topics.length !== 3 || log.data.length !== 66) continue;
    const [topic, a, b] = log.topics as [string, string, string];
    const amount = word(log.data, 0);
    const token = log.address === NATIVE_LOG_ADDRESS ? 'native' : log.address;
    if (topic === TRANSFER_TOPIC) {
      const from = addressWord(a);
      const to = addressWord(b);
      if (from === account) add(token, -amount);
      if (to === account) add(token, amount);
    } else if (topic === APPROVAL_TOPIC && token !== 'native' && addressWord(a) === account) {
      approvals.push({ token, spender: addressWord(b), amount });
    }
  }
  return { changes, approvals };
}

/** What the request says by itself: its value, and a direct ERC-20 transfer or approve (the partial preview). */
function movesFromRequest(call: EvmCall): Moves {
  const changes = new Map<string, bigint>();
  const approvals: Moves['approvals'] = [];
  if (call.value && BigInt(call.value) > 0n) changes.set('native', -BigInt(call.value));
  const data = call.data?.toLowerCase() ?? '0x';
  const token = call.to.toLowerCase();
  if (data.length === 10 + 128) {
    const args = `0x${data.slice(10)}`;
    const target = `0x${args.slice(2 + 24, 2 + 64)}`;
    if (data.startsWith(SELECTOR.transfer)) changes.set(token, (changes.get(token) ?? 0n) - word(args, 32));
    if (data.startsWith(SELECTOR.approve)) approvals.push({ token, spender: target, amount: word(args, 32) });
  }
  return { changes, approvals };
}

/** symbol() and decimals() of an ERC-20 the account does not list; a token that will not say is named by its address. */
async function readToken(transport: RpcTransport, address: string): Promise<SimulatedToken> {
  const read = (data: string) => transport.request('eth_call', [{ to: address, data }, 'latest']).then((r) => hexData(r, 'eth_call result'));
  const [symbol, decimals] = await Promise.all([
    read(SELECTOR.symbol)
      .then((r) => abiString(r))
      .catch(() => undefined),
    read(SELECTOR.decimals)
      .then((r) => word(r, 0))
      .catch(() => undefined),
  ]);
  return {
    address,
    symbol: symbol && symbol.length <= 32 ? symbol : `${address.slice(0, 6)}…${address.slice(-4)}`,
    // Unknown decimals: base units are shown as they are rather than guessed.
    decimals: decimals !== undefined && decimals <= 77n ? Number(decimals) : 0,
  };
}

async function nameTokens(transport: RpcTransport, moves: Moves, native: SimulatedToken, known: readonly KnownToken[]) {
  const tokens = new Map<string, Promise<SimulatedToken>>([['native', Promise.resolve(native)]]);
  for (const t of known) if (t.address !== 'native') tokens.set(t.address.toLowerCase(), Promise.resolve(t));
  const token = (address: string) => {
    if (!tokens.has(address)) tokens.set(address, readToken(transport, address));
    return tokens.get(address)!;
  };
  const changes: BalanceChange[] = await Promise.all(
    [...moves.changes].filter(([, amount]) => amount !== 0n).map(async ([address, amount]) => ({ ...(await token(address)), amount })),
  );
  const approvals: ApprovalGrant[] = await Promise.all(
    moves.approvals.map(async (a) => ({ ...(await token(a.token)), spender: a.spender, amount: a.amount, unlimited: isUnlimited(a.amount) })),
  );
  return { changes, approvals };
}

/** A node's answer that the transaction would fail: reverted (reason decoded), or refused (insufficient funds, gas…). */
function revertOf(error: unknown): SimulatedRevert | undefined {
  if (!(error instanceof NodeError)) return undefined;
  if (error.kind !== 'EXECUTION_REVERTED') return { reason: error.shortMessage };
  const fromMessage = /execution reverted: (.+)$/i.exec(error.details ?? '')?.[1];
  const reason = error.data && error.data !== '0x' ? revertReason(error.data) : (fromMessage ?? revertReason(undefined));
  return { reason, ...(error.data && error.data !== '0x' ? { data: error.data } : {}) };
}

/** eth_call then eth_estimateGas: a revert is caught, the moves are the request's own. */
async function fallback(transport: RpcTransport, from: string, call: EvmCall, native: SimulatedToken, known: readonly KnownToken[]): Promise<SimulationResult> {
  const tx = { from, to: call.to, ...(call.value ? { value: call.value } : {}), ...(call.data ? { data: call.data } : {}) };
  try {
    hexData(await transport.request('eth_call', [tx, 'latest']), 'eth_call result');
    const gas = await transport.request('eth_estimateGas', [tx]);
    if (typeof gas !== 'string' || !/^0x[0-9a-f]+$/i.test(gas)) throw invalidReply('eth_estimateGas did not answer a hex quantity');
    return { namespace: 'eip155', ...(await nameTokens(transport, movesFromRequest(call), native, known)), partial: true, gasUsed: BigInt(gas) };
  } catch (error) {
    const revert = revertOf(error);
    if (!revert) throw error;
    return { namespace: 'eip155', changes: [], approvals: [], revert, partial: true };
  }
}

export type SimulateEvmParameters = Parameters<typeof simulateEvm>;
export type SimulateEvmReturnType = ActionReturnType<typeof simulateEvm>;
export type SimulateEvmErrorType = RpcCodeError | NodeError | WalletModalError;
export async function simulateEvm(
  transport: RpcTransport,
  from: string,
  call: EvmCall,
  native: SimulatedToken,
  known: readonly KnownToken[],
): Promise<SimulationResult> {
  const account = from.toLowerCase();
  let reply: unknown;
  try {
    reply = await transport.request('eth_simulateV1', [
      { blockStateCalls: [{ calls: [callObject(from, call)] }], traceTransfers: true, validation: false },
      'latest',
    ]);
  } catch (error) {
    if (isSimulateUnsupported(error)) return fallback(transport, from, call, native, known);
    // A node answers a refused simulation (insufficient funds) and some a reverting one as an error, not a 0x0 call.
    const revert = revertOf(error);
    if (revert) return { namespace: 'eip155', changes: [], approvals: [], revert, partial: false };
    throw error;
  }
  const outcome = readSimulateReply(reply);
  if (outcome.status === 'reverted')
    return { namespace: 'eip155', changes: [], approvals: [], revert: outcome.revert, partial: false, gasUsed: outcome.gasUsed };
  return {
    namespace: 'eip155',
    ...(await nameTokens(transport, movesFromLogs(account, outcome.logs), native, known)),
    partial: false,
    gasUsed: outcome.gasUsed,
  };
}
