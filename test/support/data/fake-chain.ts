/**
 * An in-memory chain behind our own ChainReader interface (not a foreign wire format), so the indexer can be driven
 * through reorgs and restarts deterministically. The real readers are tested against Anvil in their own suite.
 */
import type { ChainReader, IndexedTransfer, TokenMetadata } from '../../../server/data/records';

type FakeTransfer = Omit<IndexedTransfer, 'chainId' | 'blockNumber' | 'blockHash' | 'timestamp' | 'logIndex' | 'status'> &
  Partial<Pick<IndexedTransfer, 'logIndex' | 'status'>>;

/** A skipped slot has no block: no hash and nothing in it. */
type Block = { hash: string | null; transfers: IndexedTransfer[] };

export type FakeChain = ChainReader & {
  /** Appends one block holding `transfers` (each its own transaction unless `txHash` repeats); returns its number. */
  mine(transfers?: readonly FakeTransfer[]): bigint;
  /** Appends `count` slots without a block, as a Solana leader that skipped its slots leaves them. */
  skip(count: number): void;
  /** Drops every block after `forkPoint`; the next `mine` builds a competing branch. */
  reorg(forkPoint: bigint): void;
  setToken(metadata: TokenMetadata | null, address: string): void;
  /** What tokenURI answers for an NFT (`token:id`): a URI, null (none), or an Error (the node failed). Unset: null. */
  setTokenUri(token: string, tokenId: bigint, uri: string | null | Error): void;
  /** Every `transfers`, `tokenMetadata` and `nftTokenUri` call made, for asserting what was (not) read again. */
  readonly calls: { transfers: [bigint, bigint][]; tokenMetadata: string[]; nftTokenUri: string[] };
  /** Makes the next reads throw, like a node that went away. */
  failing: boolean;
};

export function createFakeChain(chainId: string): FakeChain {
  const blocks: Block[] = [{ hash: hashOf(chainId, 0, 0n), transfers: [] }];
  const tokens = new Map<string, TokenMetadata | null>();
  const uris = new Map<string, string | null | Error>();
  let branch = 0;
  const calls = { transfers: [] as [bigint, bigint][], tokenMetadata: [] as string[], nftTokenUri: [] as string[] };
  const chain: FakeChain = {
    chainId,
    calls,
    failing: false,
    async head() {
      if (chain.failing) throw new Error('node unreachable');
      return BigInt(blocks.length - 1);
    },
    async blockHash(number) {
      if (chain.failing) throw new Error('node unreachable');
      return blocks[Number(number)]?.hash ?? null;
    },
    async transfers(from, to) {
      if (chain.failing) throw new Error('node unreachable');
      calls.transfers.push([from, to]);
      return blocks.slice(Number(from), Number(to) + 1).flatMap((b) => b.transfers);
    },
    async tokenMetadata(address) {
      calls.tokenMetadata.push(address);
      return tokens.get(address) ?? null;
    },
    async nftTokenUri(token, tokenId) {
      calls.nftTokenUri.push(`${token}:${tokenId}`);
      const uri = uris.get(`${token}:${tokenId}`) ?? null;
      if (uri instanceof Error) throw uri;
      return uri;
    },
    mine(transfers = []) {
      const number = BigInt(blocks.length);
      const hash = hashOf(chainId, branch, number);
      blocks.push({
        hash,
        transfers: transfers.map((t, i) => ({
          ...t,
          chainId,
          blockNumber: number,
          blockHash: hash,
          timestamp: 1_700_000_000 + Number(number) * 12,
          logIndex: t.logIndex ?? i,
          status: t.status ?? 'confirmed',
        })),
      });
      return number;
    },
    skip(count) {
      for (let i = 0; i < count; i++) blocks.push({ hash: null, transfers: [] });
    },
    reorg(forkPoint) {
      blocks.length = Number(forkPoint) + 1;
      branch += 1;
    },
    setToken(metadata, address) {
      tokens.set(address, metadata);
    },
    setTokenUri(token, tokenId, uri) {
      uris.set(`${token}:${tokenId}`, uri);
    },
  };
  return chain;
}

function hashOf(chainId: string, branch: number, number: bigint): string {
  return `0x${Buffer.from(`${chainId}/${branch}/${number}`).toString('hex').padEnd(64, '0').slice(0, 64)}`;
}

/** A 0x transaction hash made from a short tag. */
export const txHash = (tag: string | number) => `0x${Buffer.from(String(tag)).toString('hex').padStart(64, '0').slice(-64)}`;
/** A lower-case EVM address made from a small number. */
export const evmAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
