/**
 * ENSIP-11 coin types for EVM chains: 60 for Ethereum mainnet, 0x80000000 | chainId for any other EVM chain, which
 * needs a chain id below 2^31 (SPEC §5).
 */
const ETHEREUM_COIN_TYPE = 60;
const EVM_BIT = 0x80000000;

export function coinTypeOfChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1) throw new RangeError('a chain id is a positive whole number');
  if (chainId >= EVM_BIT) throw new RangeError('the chain id must be below 2^31 for coin type conversion');
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (EVM_BIT | chainId) >>> 0;
}

/** The EVM chain id a coin type stands for, or null when it is no EVM coin type. */
export function chainIdOfCoinType(coinType: number): number | null {
  if (coinType === ETHEREUM_COIN_TYPE) return 1;
  if (!Number.isInteger(coinType) || coinType <= EVM_BIT || coinType > 0xffffffff) return null;
  const chainId = coinType - EVM_BIT;
  return chainId === 1 ? null : chainId;
}
