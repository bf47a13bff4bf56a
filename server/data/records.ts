/**
 * What the chain readers hand the indexer, and what the repository stores: plain records, amounts in bigint base units.
 * The seam between `server/data/chain/` (reads a chain) and `server/data/db/` (stores and answers).
 */

/** One movement of value seen on a chain. EVM native value, ERC-20, ERC-721; Solana SOL and SPL. */
export type IndexedTransfer = {
  /** CAIP-2 id of the chain, e.g. 'eip155:31337' or 'solana:<first 32 characters of the genesis hash>'. */
  chainId: string;
  /** EVM block number or Solana slot. */
  blockNumber: bigint;
  /** EVM block hash or Solana blockhash: what a reorg check compares. */
  blockHash: string;
  /** EVM transaction hash (0x, 64 hex) or Solana signature (base58). */
  txHash: string;
  /** Position inside the transaction: the log index for ERC-20/721, -1 for EVM native value, the instruction index on Solana. */
  logIndex: number;
  /** Block time, unix seconds. */
  timestamp: number;
  kind: 'native' | 'fungible' | 'nft';
  /** Token contract or SPL mint; null for the chain's native currency. */
  token: string | null;
  /** ERC-721 token id; null otherwise. */
  tokenId: bigint | null;
  from: string;
  to: string;
  /** Base units; 1n for an NFT. */
  amount: bigint;
  status: 'confirmed' | 'failed';
};

/** Read once from the chain and kept. Strings are bounded and stored as data, never markup. */
export type TokenMetadata = {
  chainId: string;
  /** Contract or mint address. */
  address: string;
  kind: 'fungible' | 'nft';
  name: string;
  symbol: string;
  /** 0 for NFTs. */
  decimals: number;
  /** ERC-721 tokenURI base or a configured icon; null when unknown. */
  iconUrl: string | null;
};

/**
 * One configured chain, as the indexer sees it. `server/data/chain/` implements it for EVM (JSON-RPC) and Solana;
 * the indexer in `server/data/indexer/` drives it, so either side can be tested without the other.
 */
export type ChainReader = {
  /** CAIP-2 id of the chain this reader follows. */
  readonly chainId: string;
  /** The newest block (EVM) or slot (Solana) the node has. */
  head(): Promise<bigint>;
  /** The hash of block `number` as the node sees it now, or null when it has none: the indexer compares it to detect a reorg. */
  blockHash(number: bigint): Promise<string | null>;
  /** Every transfer in blocks `from`..`to` inclusive, in chain order. EVM readers bound the range of one eth_getLogs call themselves. */
  transfers(from: bigint, to: bigint): Promise<IndexedTransfer[]>;
  /** A token's metadata read from the chain, bounded and sanitised to plain text; null when the address is no token. */
  tokenMetadata(address: string): Promise<TokenMetadata | null>;
  /**
   * An NFT's metadata URI (ERC-721 tokenURI), bounded; null when the token has none (the call reverts, or the token
   * is gone). Optional: a chain without NFT metadata (Solana here) leaves it out and its NFTs have no image.
   */
  nftTokenUri?(token: string, tokenId: bigint): Promise<string | null>;
};
