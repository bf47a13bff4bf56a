/**
 * A reader's transfer as the repository stores it, or null when it is not one we can store: addresses in their
 * stored form (EVM lower-case), the block inside the range asked for, every field of the right kind and size.
 */
import { namespaceOf, normaliseAddress } from '../addresses';
import type { IndexedTransfer } from '../records';

const MAX_TEXT = 128;
const MAX_UINT256 = (1n << 256n) - 1n;

function address(chainId: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_TEXT) return null;
  const namespace = namespaceOf(chainId);
  if (namespace === 'eip155' || namespace === 'solana') return normaliseAddress(namespace, value);
  return value === '' ? null : value;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
const isAmount = (value: unknown): value is bigint => typeof value === 'bigint' && value >= 0n && value <= MAX_UINT256;

export function normaliseTransfer(t: IndexedTransfer, chainId: string, from: bigint, to: bigint): IndexedTransfer | null {
  if (t.chainId !== chainId || typeof t.blockNumber !== 'bigint' || t.blockNumber < from || t.blockNumber > to) return null;
  if (!isText(t.blockHash) || !isText(t.txHash) || !Number.isInteger(t.logIndex) || t.logIndex < -1 || t.logIndex > 2 ** 31 - 1) return null;
  if (!Number.isInteger(t.timestamp) || t.timestamp < 0) return null;
  if (!['native', 'fungible', 'nft'].includes(t.kind) || !['confirmed', 'failed'].includes(t.status)) return null;
  if (!isAmount(t.amount) || (t.tokenId !== null && !isAmount(t.tokenId))) return null;
  const fromAddress = address(chainId, t.from);
  const toAddress = address(chainId, t.to);
  const token = t.token === null ? null : address(chainId, t.token);
  if (!fromAddress || !toAddress || (t.kind === 'native') !== (token === null)) return null;
  return { ...t, from: fromAddress, to: toAddress, token };
}
