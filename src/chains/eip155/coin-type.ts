/**
 * ENSIP-11 coin types of EVM chains: 60 for Ethereum mainnet, 0x80000000 | chainId for the others. SPEC §5: the
 * chain id must be below 2^31 for the conversion.
 */
import { MAX_COIN_TYPE_CHAIN_ID } from '../../constants';

export const ETHEREUM_COIN_TYPE = 60;

export function coinTypeOfChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new RangeError('a chain id is a positive whole number');
  if (chainId >= MAX_COIN_TYPE_CHAIN_ID) throw new RangeError('the chain id must be below 2^31 for coin type conversion');
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (MAX_COIN_TYPE_CHAIN_ID | chainId) >>> 0;
}
