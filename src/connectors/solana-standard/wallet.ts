/**
 * What a Wallet Standard wallet presents, parsed before it is trusted: its name and icon (shown in
 * the modal), its Solana chains, its features and its accounts. Wallets are other people's scripts:
 * any field may be missing, malformed or a throwing getter.
 */
import { isAddress } from '@solana/web3.js';
import type { WalletAccount } from '@wallet-standard/base';
import type { CaipNetworkId } from '../../chains/caip';
import { solanaChainsOf } from './chains';
import { invalidReply } from './wallet-errors';

const MAX_NAME_LENGTH = 64;
export const MAX_ICON_LENGTH = 200_000;
/** C0/C1 controls and the bidi overrides that could make a name read as another wallet's. */
const UNSAFE_NAME = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

export type WalletInfo = { name: string; icon: string; chains: CaipNetworkId[]; firstChain: CaipNetworkId };

export type SolanaAccount = { account: WalletAccount; address: string; chains: CaipNetworkId[] };

/** A feature's method, bound to its feature object as wallets expect; undefined when absent. */
export function featureMethod<M>(wallet: unknown, feature: string, method: string): M | undefined {
  const features = (wallet as { features?: unknown } | null)?.features;
  if (typeof features !== 'object' || features === null) return undefined;
  const entry: unknown = (features as Record<string, unknown>)[feature];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const fn: unknown = (entry as Record<string, unknown>)[method];
  return typeof fn === 'function' ? (fn.bind(entry) as M) : undefined;
}

/**
 * A wallet the modal lists: a clean name, a data:image/ icon (only ever drawn by <img>), at least
 * one Solana chain, and standard:connect with standard:events. Anything off: undefined, never a throw.
 */
export function parseWalletInfo(wallet: unknown): WalletInfo | undefined {
  try {
    if (typeof wallet !== 'object' || wallet === null) return undefined;
    const { name, icon, chains } = wallet as { name?: unknown; icon?: unknown; chains?: unknown };
    if (typeof name !== 'string') return undefined;
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > MAX_NAME_LENGTH || UNSAFE_NAME.test(trimmed)) return undefined;
    if (typeof icon !== 'string' || icon.length > MAX_ICON_LENGTH || !DATA_IMAGE.test(icon)) return undefined;
    const solana = solanaChainsOf(chains);
    const [firstChain] = solana;
    if (!firstChain) return undefined;
    if (!featureMethod(wallet, 'standard:connect', 'connect') || !featureMethod(wallet, 'standard:events', 'on')) return undefined;
    return { name: trimmed, icon, chains: solana, firstChain };
  } catch {
    return undefined;
  }
}

/**
 * The Solana accounts in a wallet's account list. Accounts of other chains are skipped; a Solana
 * account without a valid base58 address makes the whole list WALLET_REPLY_INVALID.
 */
export function parseAccounts(value: unknown): SolanaAccount[] {
  if (!Array.isArray(value)) throw invalidReply('the wallet returned accounts that are not a list');
  const found = new Map<string, SolanaAccount>();
  for (const account of value as unknown[]) {
    if (typeof account !== 'object' || account === null) throw invalidReply('the wallet returned an account that is not an object');
    const { address, chains } = account as { address?: unknown; chains?: unknown };
    const solana = solanaChainsOf(chains);
    if (solana.length === 0) continue;
    if (typeof address !== 'string' || !isAddress(address)) throw invalidReply('the wallet returned a Solana account whose address is not base58');
    if (!found.has(address)) found.set(address, { account: account as WalletAccount, address, chains: solana });
  }
  return [...found.values()];
}

/** The slug of a name for a connector id (`wallet-standard:phantom`); a hash when nothing of it is ASCII. */
export function connectorIdFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug) return `wallet-standard:${slug}`;
  let hash = 0x811c9dc5; // FNV-1a: stable across loads, so a stored id finds the same wallet again
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `wallet-standard:x-${hash.toString(16).padStart(8, '0')}`;
}
