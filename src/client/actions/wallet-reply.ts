/**
 * SPEC §5's reading of what an EVM wallet answers a signing or sending request: a 0x string of 64 hex digits, or of 62
 * or more, is a transaction hash or a signed message; anything else is an object, handed back as the wallet gave it
 * (a smart wallet's call-bundle reply, for one). An answer that is neither (null, a number, a short or non-hex
 * string) cannot be handed back as an object without lying about its type: it is WALLET_REPLY_INVALID, so that a
 * page never takes it for a hash.
 */
import { WalletReplyInvalidError } from '../../errors/connection';
import type { HexReply, WalletObjectReply } from '../types';

/** 64 hex digits is a hash; 62 or more covers signatures and wallets that drop leading zeros (SPEC §5). */
const HASH_OR_SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

export type ClassifiedReply = { kind: 'hash'; value: HexReply } | { kind: 'object'; value: WalletObjectReply };

export function classifyWalletReply(method: string, reply: unknown): ClassifiedReply {
  if (typeof reply === 'string' && HASH_OR_SIGNATURE.test(reply)) return { kind: 'hash', value: reply as HexReply };
  if (typeof reply === 'object' && reply !== null) return { kind: 'object', value: reply };
  const seen = typeof reply === 'string' ? 'a string that is not 0x and 62 or more hex digits' : String(reply === null ? 'null' : typeof reply);
  throw new WalletReplyInvalidError({ details: `${method}: the wallet answered ${seen}, neither a hash or signature nor an object` });
}
