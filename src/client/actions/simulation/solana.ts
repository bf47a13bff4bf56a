/**
 * Solana preview: simulateTransaction with `accounts` (base64) for the transaction's writable static accounts, whose
 * post-simulation states are compared with their states now: the payer's lamports, and the amounts of SPL token
 * accounts the person owns (mint at bytes 0-32, owner at 32-64, amount a u64 LE at 64 of the 165-byte layout).
 * Accounts reached through address lookup tables are not read (the preview names what it can see).
 */
import type { WalletModalError } from '../../../errors';
import { SOLANA_ADDRESS_BYTES, SOLANA_SIGNATURE_BYTES, SPL_TOKEN_PROGRAM_ADDRESS } from '../../../constants';
import { base64ToBytes, bytesToBase58, bytesToBase64 } from '../../../chains/solana/encoding';
import { readWireTransaction } from '../../../chains/solana/wire-transaction';
import { InvalidInputError } from '../../../errors/request';
import type { RpcTransport } from '../../../services/json-rpc';
import { invalidReply } from './abi';
import type { BalanceChange, KnownToken, SimulatedToken, SimulationResult } from './types';
import type { ActionReturnType } from '../action-types';
import type { NodeError } from '../../../errors/node';
import type { RpcCodeError } from '../../../errors/rpc';
import { isRecord } from '../../../validate/record';

const TOKEN_ACCOUNT_BYTES = 165;
const MINT_DECIMALS_OFFSET = 44;
const MAX_ACCOUNT_BYTES = 10 * 1024 * 1024;

type AccountState = { lamports: bigint; owner: string; data: Uint8Array } | null;

export type ReadAccountParameters = Parameters<typeof readAccount>;
export type ReadAccountReturnType = ActionReturnType<typeof readAccount>;
export type ReadAccountErrorType = WalletModalError;
/** One base64 account as nodes encode it ({ lamports, owner, data: [base64, 'base64'] }), or null for none. */
function readAccount(value: unknown, what: string): AccountState {
  if (value === null) return null;
  if (
    !isRecord(value) ||
    typeof value.lamports !== 'number' ||
    !Number.isSafeInteger(value.lamports) ||
    value.lamports < 0 ||
    typeof value.owner !== 'string'
  ) {
    throw invalidReply(`${what}: an account is not { lamports, owner, data }`);
  }
  const data = Array.isArray(value.data) && value.data[1] === 'base64' ? value.data[0] : undefined;
  const bytes = data === '' ? new Uint8Array() : base64ToBytes(data, MAX_ACCOUNT_BYTES);
  if (!bytes) throw invalidReply(`${what}: an account's data is not [base64, 'base64']`);
  return { lamports: BigInt(value.lamports), owner: value.owner, data: bytes };
}

export type WritableAccountsParameters = Parameters<typeof writableAccounts>;
export type WritableAccountsReturnType = ActionReturnType<typeof writableAccounts>;
export type WritableAccountsErrorType = WalletModalError;
/** The writable static account keys of a wire transaction (signers first, then the rest, per the message header). */
export function writableAccounts(wire: Uint8Array): string[] {
  const parsed = readWireTransaction(wire);
  if (!parsed) throw new InvalidInputError({ details: 'simulate: not a whole Solana wire transaction' });
  let header = parsed.signaturesOffset + parsed.signatureCount * SOLANA_SIGNATURE_BYTES;
  if ((wire[header]! & 0x80) !== 0) header += 1;
  const [signers, readonlySigners, readonlyOthers] = [wire[header]!, wire[header + 1]!, wire[header + 2]!];
  const keyCount = parsed.keysOffset - header - 3 === 1 ? wire[header + 3]! : (wire[header + 3]! & 0x7f) | (wire[header + 4]! << 7);
  const keys: string[] = [];
  for (let i = 0; i < keyCount; i++) {
    const writable = i < signers ? i < signers - readonlySigners : i < keyCount - readonlyOthers;
    if (writable) keys.push(bytesToBase58(wire.slice(parsed.keysOffset + i * SOLANA_ADDRESS_BYTES, parsed.keysOffset + (i + 1) * SOLANA_ADDRESS_BYTES)));
  }
  return keys;
}

const u64le = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0, true);

/** A token account of the Token program: its mint, owner and amount. */
function tokenAccount(state: AccountState): { mint: string; owner: string; amount: bigint } | undefined {
  if (!state || state.owner !== SPL_TOKEN_PROGRAM_ADDRESS || state.data.length !== TOKEN_ACCOUNT_BYTES) return undefined;
  return { mint: bytesToBase58(state.data.slice(0, 32)), owner: bytesToBase58(state.data.slice(32, 64)), amount: u64le(state.data, 64) };
}

async function getAccount(transport: RpcTransport, address: string): Promise<AccountState> {
  const reply = await transport.request('getAccountInfo', [address, { encoding: 'base64', commitment: 'confirmed' }]);
  if (!isRecord(reply) || !('value' in reply)) throw invalidReply('getAccountInfo did not answer { context, value }');
  return readAccount(reply.value, 'getAccountInfo');
}

async function mintToken(transport: RpcTransport, mint: string, known: readonly KnownToken[]): Promise<SimulatedToken> {
  const listed = known.find((t) => t.address === mint);
  if (listed) return listed;
  const state = await getAccount(transport, mint).catch(() => null);
  const decimals = state && state.owner === SPL_TOKEN_PROGRAM_ADDRESS && state.data.length > MINT_DECIMALS_OFFSET ? state.data[MINT_DECIMALS_OFFSET]! : 0;
  return { address: mint, symbol: `${mint.slice(0, 4)}…${mint.slice(-4)}`, decimals };
}

/** A readable reason from a simulation's `err` and its logs (the program's own last words, when it left any). */
function failureReason(err: unknown, logs: unknown): string {
  const lines = Array.isArray(logs) ? logs.filter((l): l is string => typeof l === 'string') : [];
  const said = lines.reverse().find((l) => /Error|failed/i.test(l));
  const code = JSON.stringify(err) ?? 'unknown error';
  return said ? `${said} (${code.slice(0, 200)})` : `Transaction simulation failed: ${code.slice(0, 200)}`;
}

export type SimulateSolanaParameters = Parameters<typeof simulateSolana>;
export type SimulateSolanaReturnType = ActionReturnType<typeof simulateSolana>;
export type SimulateSolanaErrorType = RpcCodeError | NodeError | WalletModalError;
export async function simulateSolana(
  transport: RpcTransport,
  owner: string,
  wire: Uint8Array,
  native: SimulatedToken,
  known: readonly KnownToken[],
): Promise<SimulationResult> {
  const addresses = [...new Set([owner, ...writableAccounts(wire)])];
  const before = await Promise.all(addresses.map((a) => getAccount(transport, a)));
  const reply = await transport.request('simulateTransaction', [
    bytesToBase64(wire),
    {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
      accounts: { encoding: 'base64', addresses },
    },
  ]);
  const value = isRecord(reply) && isRecord(reply.value) ? reply.value : undefined;
  if (!value || !('err' in value)) throw invalidReply('simulateTransaction did not answer { context, value: { err, accounts } }');
  const unitsConsumed = typeof value.unitsConsumed === 'number' && Number.isSafeInteger(value.unitsConsumed) ? BigInt(value.unitsConsumed) : undefined;
  if (value.err !== null) {
    return {
      namespace: 'solana',
      changes: [],
      approvals: [],
      revert: { reason: failureReason(value.err, value.logs) },
      partial: false,
      ...(unitsConsumed !== undefined ? { gasUsed: unitsConsumed } : {}),
    };
  }
  if (!Array.isArray(value.accounts) || value.accounts.length !== addresses.length)
    throw invalidReply('simulateTransaction did not answer one post-state per requested account');
  const after = value.accounts.map((a) => readAccount(a, 'simulateTransaction'));

  const deltas = new Map<string, bigint>();
  const add = (key: string, delta: bigint) => deltas.set(key, (deltas.get(key) ?? 0n) + delta);
  add('native', (after[0]?.lamports ?? 0n) - (before[0]?.lamports ?? 0n));
  addresses.forEach((_, i) => {
    const pre = tokenAccount(before[i]!);
    const post = tokenAccount(after[i]!);
    if (pre?.owner === owner) add(pre.mint, -pre.amount);
    if (post?.owner === owner) add(post.mint, post.amount);
  });
  const changes: BalanceChange[] = await Promise.all(
    [...deltas]
      .filter(([, amount]) => amount !== 0n)
      .map(async ([key, amount]) => ({
        ...(key === 'native' ? native : await mintToken(transport, key, known)),
        amount,
      })),
  );
  return { namespace: 'solana', changes, approvals: [], partial: false, ...(unitsConsumed !== undefined ? { gasUsed: unitsConsumed } : {}) };
}
