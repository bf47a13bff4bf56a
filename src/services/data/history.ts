/**
 * `/v1/account/{account}/history` → `{ data, next }` (SPEC §3 transaction), checked field by field. A transaction
 * with any bad field, or any bad transfer, is dropped.
 */
import type { HistoryPage, Origins, Transaction, TransactionStatus, Transfer, TransferDirection } from './entities';
import { parseFiat, parseQuantity } from './amount';
import { caipNetworkId, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH, optionalImage, plainAddress, safeText } from './fields';
import { isRecord } from '../../validate/record';
import { validateInSlices, type SliceOptions } from './slices';

/** A page is 20; a longer answer is cut here. */
const MAX_TRANSACTIONS = 200;
const MAX_TRANSFERS = 50;
const MAX_NFT_NAME_LENGTH = 128;
const MAX_CURSOR_LENGTH = 512;
const CURSOR = /^[A-Za-z0-9_.~=+/-]+$/;
const HASH = /^[A-Za-z0-9]{1,128}$/;
const ID = /^[A-Za-z0-9:_.-]{1,256}$/;
const OPERATION = /^[a-z_-]{1,32}$/;
const DIRECTIONS: readonly TransferDirection[] = ['in', 'out', 'self'];
const STATUSES: readonly TransactionStatus[] = ['confirmed', 'failed', 'pending'];

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** 'Collection #7' → 'Collection': the service names an NFT after its collection and token id. */
function collectionOf(name: string): string {
  const at = name.lastIndexOf(' #');
  return at > 0 ? name.slice(0, at) : name;
}

function validateTransfer(raw: unknown, origins: Origins): Transfer | undefined {
  if (!isRecord(raw)) return undefined;
  const direction = oneOf(DIRECTIONS, raw.direction);
  const quantity = parseQuantity(raw.quantity);
  if (!direction || !quantity) return undefined;
  if (isRecord(raw.nft_info)) {
    const info = raw.nft_info;
    const name = safeText(info.name, MAX_NFT_NAME_LENGTH);
    const preview = isRecord(info.content) ? info.content.preview : undefined;
    const imageUrl = optionalImage(isRecord(preview) ? preview.url : preview, origins);
    const spam = isRecord(info.flags) ? info.flags.is_spam : undefined;
    if (!name || imageUrl === undefined || typeof spam !== 'boolean') return undefined;
    return { kind: 'nft', direction, name, collection: collectionOf(name), spam, quantity, ...(imageUrl ? { imageUrl } : {}) };
  }
  if (!isRecord(raw.fungible_info)) return undefined;
  const info = raw.fungible_info;
  const name = safeText(info.name, MAX_TEXT_LENGTH);
  const symbol = safeText(info.symbol, MAX_SYMBOL_LENGTH);
  const icon = optionalImage(isRecord(info.icon) ? info.icon.url : info.icon, origins);
  const value = parseFiat(raw.value);
  if (!name || !symbol || icon === undefined || value === undefined) return undefined;
  return { kind: 'fungible', direction, name, symbol, quantity, ...(icon ? { iconUrl: icon } : {}), ...(value ? { value } : {}) };
}

export function validateTransaction(raw: unknown, origins: Origins): Transaction | undefined {
  if (!isRecord(raw) || !isRecord(raw.metadata) || !Array.isArray(raw.transfers) || raw.transfers.length > MAX_TRANSFERS) return undefined;
  const meta = raw.metadata;
  const id = typeof raw.id === 'string' && ID.test(raw.id) ? raw.id : undefined;
  const chainId = caipNetworkId(meta.chain);
  const minedAt = typeof meta.minedAt === 'string' && meta.minedAt.length <= 40 ? Date.parse(meta.minedAt) : NaN;
  const operationType = typeof meta.operationType === 'string' && OPERATION.test(meta.operationType) ? meta.operationType : undefined;
  const status = oneOf(STATUSES, meta.status);
  const sentFrom = plainAddress(meta.sentFrom);
  const sentTo = plainAddress(meta.sentTo);
  const hash = typeof meta.hash === 'string' && HASH.test(meta.hash) ? meta.hash : undefined;
  if (!id || !chainId || !Number.isFinite(minedAt) || !operationType || !status || !sentFrom || !sentTo || !hash) return undefined;
  const transfers: Transfer[] = [];
  for (const entry of raw.transfers) {
    const transfer = validateTransfer(entry, origins);
    if (!transfer) return undefined;
    transfers.push(transfer);
  }
  return { id, hash, chainId, minedAt, operationType, status, sentFrom, sentTo, transfers };
}

/** SPEC §5: a transaction whose transfers are all spam NFTs is not shown. */
export function isAllSpam(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((t) => t.kind === 'nft' && t.spam);
}

export async function parseHistoryResponse(body: unknown, origins: Origins, options: SliceOptions = {}): Promise<HistoryPage | undefined> {
  if (!isRecord(body) || !Array.isArray(body.data)) return undefined;
  const { next } = body;
  const cursor = typeof next === 'string' && next.length <= MAX_CURSOR_LENGTH && CURSOR.test(next) ? next : null;
  if (next !== null && next !== undefined && cursor === null) return undefined;
  const transactions = await validateInSlices(body.data, (entry) => validateTransaction(entry, origins), { limit: MAX_TRANSACTIONS, ...options });
  return { transactions, next: cursor };
}
