/**
 * A token's metadata read with eth_call: ERC-721 when supportsInterface(0x80ac58cd) answers true, else ERC-20 when
 * decimals() answers a uint8. name() and symbol() are decoded leniently (string, or the bytes32 some old tokens
 * return, invalid UTF-8 replaced) and made plain, bounded text (./sanitize.ts).
 */
import { AbiCoder, Interface } from 'ethers';
import type { TokenMetadata } from '../records';
import type { JsonRpc } from './json-rpc';
import { NodeRpcError } from './errors';
import { MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH, plainText } from './sanitize';

const ERC721_INTERFACE_ID = '0x80ac58cd';

const TOKEN = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function supportsInterface(bytes4) view returns (bool)',
]);
const coder = AbiCoder.defaultAbiCoder();
/** Invalid UTF-8 becomes U+FFFD rather than failing the read. */
const utf8 = new TextDecoder('utf-8', { fatal: false });
const hexText = (hex: string) => utf8.decode(Buffer.from(hex, 'hex'));
/** A reply past this many bytes is read no further: a name is cut to 128 characters anyway. */
const MAX_DECODED_BYTES = 256 * 1024;

/** The call's return data, or null when it reverted (or the method does not exist). Node failures still throw. */
export async function tryCall(rpc: JsonRpc, to: string, data: string): Promise<string | null> {
  try {
    const result = await rpc.call<unknown>('eth_call', [{ to, data }, 'latest']);
    return typeof result === 'string' && /^0x([0-9a-f]{2})*$/i.test(result) ? result : null;
  } catch (error) {
    // A revert (or a call the contract cannot run) is an answer: the method is missing. Anything else is the node's trouble.
    if (error instanceof NodeRpcError && (error.rpcCode === 3 || /revert|invalid opcode|EVM error|out of gas/i.test(error.message))) return null;
    throw error;
  }
}

/** `string` or `bytes32` return data as text; null when it is neither. */
export function decodeText(data: string | null): string | null {
  if (!data || data === '0x') return null;
  const bytes = (data.length - 2) / 2;
  if (bytes === 32) {
    // bytes32: the text up to its first zero byte.
    const raw = Buffer.from(data.slice(2), 'hex');
    const end = raw.indexOf(0);
    return utf8.decode(raw.subarray(0, end < 0 ? 32 : end));
  }
  // ABI `string`: a word with the content's offset, a word with its length at that offset, then the content.
  if (bytes < 64 || bytes % 32 !== 0) return null;
  const offset = BigInt(`0x${data.slice(2, 66)}`);
  if (offset % 32n !== 0n || offset + 32n > BigInt(bytes)) return null;
  const start = 2 + Number(offset) * 2;
  const length = BigInt(`0x${data.slice(start, start + 64)}`);
  if (offset + 32n + length > BigInt(bytes)) return null;
  // Only the first MAX_DECODED_BYTES: the text is cut to 128 characters anyway.
  const take = Math.min(Number(length), MAX_DECODED_BYTES);
  return hexText(data.slice(start + 64, start + 64 + take * 2));
}

function decodeBool(data: string | null): boolean {
  if (data?.length !== 66) return false;
  try {
    return (coder.decode(['bool'], data) as unknown as [boolean])[0];
  } catch {
    return false;
  }
}

function decodeDecimals(data: string | null): number | null {
  if (data?.length !== 66) return null;
  const value = BigInt(data);
  return value <= 255n ? Number(value) : null;
}

export async function readEvmTokenMetadata(rpc: JsonRpc, chainId: string, address: string): Promise<TokenMetadata | null> {
  const code = await rpc.call<unknown>('eth_getCode', [address, 'latest']);
  if (typeof code !== 'string' || code === '0x' || code === '0x0') return null;
  const [interfaceReply, nameReply, symbolReply, decimalsReply] = await Promise.all([
    tryCall(rpc, address, TOKEN.encodeFunctionData('supportsInterface', [ERC721_INTERFACE_ID])),
    tryCall(rpc, address, TOKEN.encodeFunctionData('name')),
    tryCall(rpc, address, TOKEN.encodeFunctionData('symbol')),
    tryCall(rpc, address, TOKEN.encodeFunctionData('decimals')),
  ]);
  const isNft = decodeBool(interfaceReply);
  const decimals = isNft ? 0 : decodeDecimals(decimalsReply);
  if (decimals === null) return null;
  return {
    chainId,
    address,
    kind: isNft ? 'nft' : 'fungible',
    name: plainText(decodeText(nameReply) ?? '', MAX_TOKEN_NAME_LENGTH),
    symbol: plainText(decodeText(symbolReply) ?? '', MAX_TOKEN_SYMBOL_LENGTH),
    decimals,
    iconUrl: null,
  };
}
