/** SOL and SPL token balances of a Solana account, read over the network's JSON-RPC (SPEC §3 token balance). */
import type { ChainRpc } from '../rpc';
import type { WalletModalError } from '../../errors';
import { BalanceUnavailableError, NotSolanaNetworkError } from '../../errors/network';
import { SPL_TOKEN_AMOUNT_MAX, SPL_TOKEN_PROGRAM_ADDRESS } from '../../constants';
import { parseCaipNetworkId, type CaipNetworkId } from '../caip';
import { isSolanaAddress, parseSolanaAddress, shortSolanaAddress } from './address';
import { findKnownToken } from './known-tokens';
import { isRecord } from '../../validate/record';

/** Reads a balance a send has just changed, without waiting the extra seconds for finality. */
const COMMITMENT = 'confirmed';
const U64_DIGITS = /^(0|[1-9][0-9]{0,19})$/;
const MAX_TOKEN_DECIMALS = 255; // decimals is a u8 on the mint

/**
 * SPEC §3's token balance as state/account.ts's TokenBalance has it. state/ sits above chains/, so the shape is
 * written out here; the balance test holds the two assignable at compile time.
 */
export type SplTokenBalance = {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  /** The mint. */
  address: string;
  quantity: { value: bigint; decimals: number };
};

function unavailable(details: string): WalletModalError {
  return new BalanceUnavailableError({ details });
}

/** A node answers account reads as `{ context: { slot }, value }`. */
function contextValue(reply: unknown, method: string): unknown {
  if (!isRecord(reply) || !isRecord(reply.context) || !('value' in reply)) throw unavailable(`${method} did not answer { context, value }`);
  return reply.value;
}

/** Lamports held by `address` (1 SOL = 10^9 lamports). */
export async function getSolBalance(rpc: ChainRpc, address: string): Promise<bigint> {
  const reply = await rpc.request('getBalance', [parseSolanaAddress(address), { commitment: COMMITMENT }]);
  const value = contextValue(reply, 'getBalance');
  // Nodes send the u64 as a JSON number; above 2^53 it has already lost digits in JSON.parse, so refuse it
  // rather than show a balance that is not the account's.
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw unavailable('getBalance answered a value that is not a whole number of lamports below 2^53');
  }
  return BigInt(value);
}

export type TokenAccount = { pubkey: string; mint: string; amount: bigint; decimals: number };

/** One jsonParsed SPL token account of `owner`, or undefined when any field is missing or out of range. */
function readTokenAccount(entry: unknown, owner: string): TokenAccount | undefined {
  if (!isRecord(entry) || !isSolanaAddress(entry.pubkey) || !isRecord(entry.account)) return undefined;
  const data = entry.account.data;
  if (!isRecord(data) || !isRecord(data.parsed) || data.parsed.type !== 'account') return undefined;
  const info = data.parsed.info;
  if (!isRecord(info) || !isSolanaAddress(info.mint) || info.owner !== owner || !isRecord(info.tokenAmount)) return undefined;
  const { amount, decimals } = info.tokenAmount;
  if (typeof amount !== 'string' || !U64_DIGITS.test(amount) || BigInt(amount) > SPL_TOKEN_AMOUNT_MAX) return undefined;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) return undefined;
  return { pubkey: entry.pubkey, mint: info.mint, amount: BigInt(amount), decimals };
}

/**
 * The SPL Token balances of `owner`, one per mint (a wallet may hold several accounts of one mint; they are
 * summed). Malformed entries are dropped, so one bad account never hides the others; mints whose total is 0
 * (emptied accounts left open) are left out as there is nothing to show. No prices: `price` is 0.
 */
export async function getSplTokenBalances(rpc: ChainRpc, owner: string, caipNetworkId: CaipNetworkId): Promise<SplTokenBalance[]> {
  if (parseCaipNetworkId(caipNetworkId).namespace !== 'solana') {
    throw new NotSolanaNetworkError({ details: `${caipNetworkId} is not a Solana network` });
  }
  const params = [parseSolanaAddress(owner), { programId: SPL_TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed', commitment: COMMITMENT }];
  const entries = contextValue(await rpc.request('getTokenAccountsByOwner', params), 'getTokenAccountsByOwner');
  if (!Array.isArray(entries)) throw unavailable('getTokenAccountsByOwner did not answer a list of accounts');

  const seen = new Set<string>();
  const byMint = new Map<string, { amount: bigint; decimals: number }>();
  for (const entry of entries) {
    const account = readTokenAccount(entry, owner);
    // The same account twice would be counted twice.
    if (!account || seen.has(account.pubkey)) continue;
    seen.add(account.pubkey);
    const total = byMint.get(account.mint);
    // Decimals belong to the mint: accounts of one mint disagreeing means the entry is wrong, not the sum.
    if (total && total.decimals !== account.decimals) continue;
    byMint.set(account.mint, { amount: (total?.amount ?? 0n) + account.amount, decimals: account.decimals });
  }

  const balances: SplTokenBalance[] = [];
  for (const [mint, { amount, decimals }] of byMint) {
    if (amount === 0n) continue;
    const known = findKnownToken(caipNetworkId, mint);
    balances.push({
      name: known?.name ?? shortSolanaAddress(mint),
      symbol: known?.symbol ?? shortSolanaAddress(mint),
      chainId: caipNetworkId,
      address: mint,
      quantity: { value: amount, decimals },
    });
  }
  return balances;
}

/** The SPL token accounts `owner` holds of one mint, largest first (a send takes from the largest). */
export async function getTokenAccountsOfMint(rpc: ChainRpc, owner: string, mint: string): Promise<TokenAccount[]> {
  const params = [parseSolanaAddress(owner), { mint: parseSolanaAddress(mint) }, { encoding: 'jsonParsed', commitment: COMMITMENT }];
  const entries = contextValue(await rpc.request('getTokenAccountsByOwner', params), 'getTokenAccountsByOwner');
  if (!Array.isArray(entries)) throw unavailable('getTokenAccountsByOwner did not answer a list of accounts');
  const accounts = entries.flatMap((entry) => {
    const account = readTokenAccount(entry, owner);
    return account && account.mint === mint ? [account] : [];
  });
  return accounts.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}
