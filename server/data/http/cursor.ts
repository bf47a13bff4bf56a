/**
 * The history cursor: opaque to clients (base64url of a small JSON array), checked on the way back in, since a
 * client may send anything. It names the last transaction of the previous page.
 */
import { isCaip2 } from '../addresses';
import type { HistoryPosition } from '../db/repository';
import { BadRequest } from '../../shared/http/errors';

const MAX_CURSOR = 400;

export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(JSON.stringify([position.blockNumber.toString(), position.chainId, position.txHash])).toString('base64url');
}

export function decodeCursor(value: string): HistoryPosition {
  const invalid = () => new BadRequest('cursor', 'cursor is not one this service gave out');
  if (value.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [block, chainId, txHash] = parsed as unknown[];
  if (typeof block !== 'string' || !/^\d{1,78}$/.test(block)) throw invalid();
  if (typeof chainId !== 'string' || !isCaip2(chainId)) throw invalid();
  if (typeof txHash !== 'string' || !/^[A-Za-z0-9]{1,128}$/.test(txHash)) throw invalid();
  return { blockNumber: BigInt(block), chainId, txHash };
}
