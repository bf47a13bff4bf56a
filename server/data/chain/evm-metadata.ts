/**
 * A token's metadata read with eth_call: ERC-721 when supportsInterface(0x80ac58cd) answers true, else ERC-20 when
 * decimals() answers a uint8. name() and symbol() are decoded leniently (string, or the bytes32 some old tokens
 * return, invalid UTF-8 replaced) and made plain, bounded text (./sanitize.ts).
 */
import { AbiCoder, Interface, toUtf8String, Utf8ErrorFuncs } from 'ethers';
import type { TokenMetadata } from '../records';
import type { JsonRpc } from './json-rpc';
import { NodeRpcError } from './errors';
import { MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH, plainText } from './sanitize';

export const ERC721_INTERFACE_ID = '0x80ac58cd';

const TOKEN = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function supportsInterface(bytes4) view returns (bool)',
]);
const coder = AbiCoder.defaultAbiCoder();
/** A reply past this many bytes is read no further: a name is cut to 128 characters anyway. */
const MAX_DECODED_BYTES = 256 * 1024;

/** The call's return data, or null when it reverted (or the method does not exist). Node failures still throw. */
async function tryCall(rpc: JsonRpc, to: string, data: string): Promise<string | null> {
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
    return toUtf8String(raw.subarray(0, end < 0 ? 32 : end), Utf8ErrorFuncs.replace);
  }
  try {
    if (bytes > MAX_DECODED_BYTES + 64) {
      // Read the offset and length, then only the first MAX_DECODED_BYTES of the content.
      const [offset] = coder.decode(['uint256'], data) as unknown as [bigint];
      const start = 2 + Number(offset) * 2;
      const length = BigInt(`0x${data.slice(start, start + 64)}`);
      if (offset > BigInt(bytes) || length > BigInt(bytes)) return null;
      const take = Math.min(Number(length), MAX_DECODED_BYTES);
      return toUtf8String(Buffer.from(data.slice(start + 64, start + 64 + take * 2), 'hex'), Utf8ErrorFuncs.replace);
    }
    const [content] = coder.decode(['bytes'], data) as unknown as [string];
    return toUtf8String(content, Utf8ErrorFuncs.replace);
  } catch {
    return null;
  }
}

function decodeBool(data: string | null): boolean {
  if (!data || data.length !== 66) return false;
  try {
    return (coder.decode(['bool'], data) as unknown as [boolean])[0];
  } catch {
    return false;
  }
}

function decodeDecimals(data: string | null): number | null {
  if (!data || data.length !== 66) return null;
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
