/**
 * An ERC-721 token's metadata URI, read with eth_call tokenURI(uint256). A revert (no such token, no such method)
 * answers null; a URI longer than MAX_TOKEN_URI_LENGTH is no URI this service reads (on-chain JSON with an embedded
 * SVG runs to many kilobytes, and an SVG image is refused anyway).
 */
import { Interface } from 'ethers';
import type { JsonRpc } from './json-rpc';
import { decodeText, tryCall } from './evm-metadata';

const MAX_TOKEN_URI_LENGTH = 16 * 1024;
const ERC721 = new Interface(['function tokenURI(uint256) view returns (string)']);
const MAX_UINT256 = 2n ** 256n - 1n;

export async function readEvmTokenUri(rpc: JsonRpc, token: string, tokenId: bigint): Promise<string | null> {
  if (tokenId < 0n || tokenId > MAX_UINT256) return null;
  const reply = await tryCall(rpc, token, ERC721.encodeFunctionData('tokenURI', [tokenId]));
  // bytes32 is not a URI's encoding: only an ABI string (64 bytes or more) is read.
  if (!reply || reply.length < 2 + 128) return null;
  const uri = decodeText(reply);
  if (!uri || uri.length > MAX_TOKEN_URI_LENGTH || uri.includes('\uFFFD')) return null;
  return uri.trim() === '' ? null : uri.trim();
}
