/**
 * A ChainReader for any EVM node speaking JSON-RPC. Native value from the blocks' transactions (their receipts say
 * whether they succeeded), ERC-20 and ERC-721 from `Transfer` logs fetched with eth_getLogs over at most
 * `maxLogRange` blocks a call. ERC-721 puts its token id in a fourth indexed topic, ERC-20 its amount in the data.
 * Value moved by contracts (internal transactions) needs trace APIs and is not read.
 */
import type { ChainReader, IndexedTransfer } from '../records';
import { ChainReadError } from './errors';
import { readEvmTokenMetadata } from './evm-metadata';
import { readEvmTokenUri } from './evm-token-uri';
import { address, hash, parseAddressInput, parseRange, quantity, toQuantity, topicAddress } from './evm-wire';
import { createJsonRpc, type JsonRpcOptions } from './json-rpc';

/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const DEFAULT_MAX_LOG_RANGE = 1000;

export type EvmReaderOptions = JsonRpcOptions & {
  /** The EIP-155 chain id; the reader's chainId is `eip155:<chainId>`. */
  chainId: number;
  rpcUrl: string;
  /** The most blocks one eth_getLogs call covers. */
  maxLogRange?: number;
};

type RpcTransaction = { hash?: unknown; from?: unknown; to?: unknown; value?: unknown; transactionIndex?: unknown };
type RpcBlock = { number?: unknown; hash?: unknown; timestamp?: unknown; transactions?: unknown };
type RpcLog = {
  address?: unknown;
  topics?: unknown;
  data?: unknown;
  blockNumber?: unknown;
  blockHash?: unknown;
  transactionHash?: unknown;
  transactionIndex?: unknown;
  logIndex?: unknown;
  removed?: unknown;
};
type RpcReceipt = { status?: unknown; blockHash?: unknown; contractAddress?: unknown };

type Block = { number: bigint; hash: string; timestamp: number; transactions: RpcTransaction[] };
type Ordered = { transfer: IndexedTransfer; transactionIndex: number };

export function createEvmReader({ chainId, rpcUrl, maxLogRange = DEFAULT_MAX_LOG_RANGE, ...rpcOptions }: EvmReaderOptions): ChainReader {
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new ChainReadError('invalid-input', `An EIP-155 chain id is a positive integer, not ${String(chainId)}`);
  if (!Number.isSafeInteger(maxLogRange) || maxLogRange < 1)
    throw new ChainReadError('invalid-input', `maxLogRange is a positive integer, not ${String(maxLogRange)}`);
  const rpc = createJsonRpc(rpcUrl, rpcOptions);
  const caip = `eip155:${chainId}`;

  function parseBlock(raw: unknown, number: bigint): Block {
    if (raw === null) throw new ChainReadError('reorg', `${caip} has no block ${number} (any more)`);
    const block = raw as RpcBlock;
    if (quantity(block.number, 'block number') !== number) throw new ChainReadError('invalid-reply', `${caip} answered another block for ${number}`);
    if (!Array.isArray(block.transactions) || block.transactions.some((t) => typeof t !== 'object' || t === null)) {
      throw new ChainReadError('invalid-reply', `${caip} block ${number} came without its full transactions`);
    }
    return {
      number,
      hash: hash(block.hash, 'block hash'),
      timestamp: Number(quantity(block.timestamp, 'timestamp')),
      transactions: block.transactions as RpcTransaction[],
    };
  }

  async function nativeTransfers(blocks: Block[]): Promise<Ordered[]> {
    // Some chains' system transactions carry no value field: they move nothing.
    const valued = blocks.flatMap((block) =>
      block.transactions.filter((tx) => tx.value !== undefined && quantity(tx.value, 'value') > 0n).map((tx) => ({ block, tx })),
    );
    const receipts = await rpc.batch<RpcReceipt | null>(
      valued.map(({ tx }) => ({ method: 'eth_getTransactionReceipt', params: [hash(tx.hash, 'transaction hash')] })),
    );
    return valued.map(({ block, tx }, i) => {
      const receipt = receipts[i];
      if (!receipt || hash(receipt.blockHash, 'receipt block hash') !== block.hash)
        throw new ChainReadError('reorg', `${caip} block ${block.number} changed while it was read`);
      // A contract creation has no `to`: the value went to the new contract.
      const to = tx.to === null || tx.to === undefined ? address(receipt.contractAddress, 'contract address') : address(tx.to, 'to');
      return {
        transactionIndex: Number(quantity(tx.transactionIndex, 'transaction index')),
        transfer: {
          chainId: caip,
          blockNumber: block.number,
          blockHash: block.hash,
          txHash: hash(tx.hash, 'transaction hash'),
          logIndex: -1,
          timestamp: block.timestamp,
          kind: 'native',
          token: null,
          tokenId: null,
          from: address(tx.from, 'from'),
          to,
          amount: quantity(tx.value, 'value'),
          status: quantity(receipt.status, 'status') === 1n ? 'confirmed' : 'failed',
        },
      };
    });
  }

  async function logTransfers(from: bigint, to: bigint, blocks: Map<bigint, Block>): Promise<Ordered[]> {
    const ranges: { fromBlock: string; toBlock: string }[] = [];
    for (let start = from; start <= to; start += BigInt(maxLogRange)) {
      const end = start + BigInt(maxLogRange) - 1n < to ? start + BigInt(maxLogRange) - 1n : to;
      ranges.push({ fromBlock: toQuantity(start), toBlock: toQuantity(end) });
    }
    const answers = await rpc.batch<unknown>(ranges.map((range) => ({ method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC] }] })));
    const ordered: Ordered[] = [];
    for (const answer of answers) {
      if (!Array.isArray(answer)) throw new ChainReadError('invalid-reply', `${caip} answered eth_getLogs with no list`);
      for (const log of answer as RpcLog[]) {
        if (log.removed === true) continue;
        const topics = log.topics;
        if (!Array.isArray(topics) || topics[0] !== TRANSFER_TOPIC || !topics.every((t) => typeof t === 'string' && /^0x[0-9a-f]{64}$/i.test(t))) continue;
        const data = typeof log.data === 'string' ? log.data : '';
        const isNft = topics.length === 4 && data === '0x';
        const isFungible = topics.length === 3 && /^0x[0-9a-f]{64}$/i.test(data);
        if (!isNft && !isFungible) continue; // a Transfer event of another shape: neither standard
        const number = quantity(log.blockNumber, 'log block number');
        const block = blocks.get(number);
        if (!block || hash(log.blockHash, 'log block hash') !== block.hash)
          throw new ChainReadError('reorg', `${caip} block ${number} changed while it was read`);
        ordered.push({
          transactionIndex: Number(quantity(log.transactionIndex, 'transaction index')),
          transfer: {
            chainId: caip,
            blockNumber: number,
            blockHash: block.hash,
            txHash: hash(log.transactionHash, 'transaction hash'),
            logIndex: Number(quantity(log.logIndex, 'log index')),
            timestamp: block.timestamp,
            kind: isNft ? 'nft' : 'fungible',
            token: address(log.address, 'token address'),
            tokenId: isNft ? BigInt(topics[3] as string) : null,
            from: topicAddress(topics[1] as string),
            to: topicAddress(topics[2] as string),
            amount: isNft ? 1n : BigInt(data),
            status: 'confirmed',
          },
        });
      }
    }
    return ordered;
  }

  return {
    chainId: caip,
    async head() {
      return quantity(await rpc.call('eth_blockNumber', []), 'block number');
    },
    async blockHash(number) {
      parseRange(number, number);
      const block = await rpc.call<RpcBlock | null>('eth_getBlockByNumber', [toQuantity(number), false]);
      return block ? hash(block.hash, 'block hash') : null;
    },
    async transfers(fromBlock, toBlock) {
      const { from, to } = parseRange(fromBlock, toBlock);
      const numbers: bigint[] = [];
      for (let n = from; n <= to; n++) numbers.push(n);
      const raw = await rpc.batch<unknown>(numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toQuantity(n), true] })));
      const blocks = raw.map((b, i) => parseBlock(b, numbers[i] as bigint));
      const byNumber = new Map(blocks.map((b) => [b.number, b]));
      const [native, logged] = await Promise.all([nativeTransfers(blocks), logTransfers(from, to, byNumber)]);
      // The blocks were read first: if the chain moved since, the logs' block hashes told (checked above).
      return [...native, ...logged]
        .sort((a, b) =>
          a.transfer.blockNumber === b.transfer.blockNumber
            ? a.transactionIndex - b.transactionIndex || a.transfer.logIndex - b.transfer.logIndex
            : a.transfer.blockNumber < b.transfer.blockNumber
              ? -1
              : 1,
        )
        .map((o) => o.transfer);
    },
    async tokenMetadata(token) {
      return readEvmTokenMetadata(rpc, caip, parseAddressInput(token));
    },
    async nftTokenUri(token, tokenId) {
      return readEvmTokenUri(rpc, parseAddressInput(token), tokenId);
    },
  };
}
