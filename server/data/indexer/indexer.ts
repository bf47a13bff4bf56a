/**
 * Drives any number of ChainReaders into the repository, in the background. Each tick reads at most one batch of
 * blocks per chain and writes it in one short transaction, so HTTP routes never wait behind it. It resumes from the
 * stored next block after a restart, writes idempotently (a transfer's key is chainId + txHash + logIndex), and
 * follows reorgs: it keeps the hashes of recent blocks and, when the chain's hash for the newest one differs, walks
 * back to the newest block both agree on, deletes everything after it and reads on from there.
 */
import type { Database } from '../../shared/db/database';
import type { BlockRef, Repository } from '../db/repository';
import type { ChainReader, IndexedTransfer } from '../records';
import { createNftMediaWorker, type NftMediaOptions } from './nft-media';
import { normaliseTransfer } from './normalise-transfer';
import { sanitiseMetadata } from './sanitise-metadata';

export type IndexerOptions = {
  db: Database;
  repository: Repository;
  readers: readonly ChainReader[];
  /** Where a chain's first batch starts (default block 0). */
  startBlocks?: Readonly<Record<string, bigint>>;
  /** Blocks read per chain per tick (default 500). */
  batchBlocks?: number;
  /** Pause between ticks once every chain has caught up (default 2,000 ms). */
  intervalMs?: number;
  /** How many blocks back a reorg can be followed (default 128). */
  keepBlocks?: number;
  /** Transfers written per transaction; a busy batch is split at block boundaries (default 1,000). */
  maxTransfersPerTransaction?: number;
  /** Token metadata reads per chain per tick (default 20). */
  metadataPerTick?: number;
  /** NFT images (tokenURI → metadata → image), read beside the ticks (./nft-media.ts); false: none are read. */
  nftMedia?: NftMediaOptions | false;
  /** Origins whose token icons are kept although loopback or private (./image-rule.ts). */
  imageOrigins?: readonly string[];
  log?: (line: string) => void;
};

type ChainProgress = 'caught-up' | 'behind' | 'failed';

export type Indexer = {
  /** Starts the background loop (it first waits to lead, on PostgreSQL). */
  start(): void;
  /** One tick over every chain, serialised with the background loop. */
  tick(): Promise<Record<string, ChainProgress>>;
  /** Ticks until every chain has reached the head it had when this was called, and the NFT images found are read. */
  syncToHead(maxTicks?: number): Promise<void>;
  stop(): Promise<void>;
  /** What /readyz reports: whether this process holds the leader lock (as of its last try), and NFT images being read. */
  status(): { leader: boolean; nftMedia: 'idle' | 'busy' };
};

/** Tokens that answered no metadata are not asked again by this process (bounded, so hostile logs cannot grow it). */
const MAX_UNREADABLE = 10_000;
const LEADER_LOCK = 'wallet-modal-indexer';
const STOP_WAIT_MS = 10_000;

/** Transfers (in chain order) in parts of about `max`, never splitting a block, so each part can be committed on its own. */
export function splitAtBlocks(transfers: readonly IndexedTransfer[], max: number): IndexedTransfer[][] {
  const parts: IndexedTransfer[][] = [[]];
  for (const [i, t] of transfers.entries()) {
    const current = parts.at(-1)!;
    if (current.length >= max && transfers[i - 1]!.blockNumber !== t.blockNumber) parts.push([t]);
    else current.push(t);
  }
  return parts;
}

export function createIndexer(options: IndexerOptions): Indexer {
  const {
    db,
    repository,
    readers,
    startBlocks = {},
    batchBlocks = 500,
    intervalMs = 2000,
    keepBlocks = 128,
    metadataPerTick = 20,
    maxTransfersPerTransaction = 1000,
  } = options;
  const log = options.log ?? (() => {});
  const unreadable = new Set<string>();
  const retry = new Set<string>();
  const scanned = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let leader = false;
  const media = options.nftMedia === false ? null : createNftMediaWorker({ repository, readers, options: options.nftMedia ?? {}, log });
  // Once per process: NFTs indexed before a restart whose image was not read yet.
  let mediaPoked = false;

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => {});
    return result;
  };

  async function followReorg(reader: ChainReader): Promise<void> {
    const kept = await repository.recentBlocks(reader.chainId, keepBlocks);
    for (const block of kept) {
      if ((await reader.blockHash(block.number)) === block.hash) {
        log(`${reader.chainId}: reorg after block ${block.number}; reading on from ${block.number + 1n}`);
        return repository.rewind(reader.chainId, block.number);
      }
    }
    // Deeper than the kept hashes: start again below the oldest one kept.
    const oldest = kept.at(-1)?.number ?? 0n;
    const forkPoint = oldest > 0n ? oldest - 1n : -1n;
    log(`${reader.chainId}: reorg deeper than ${keepBlocks} blocks; reading again from ${forkPoint + 1n}`);
    return repository.rewind(reader.chainId, forkPoint);
  }

  /**
   * Reads metadata once per token: the tokens of this batch, those whose read failed before (network), and on a
   * chain's first tick every token stored without metadata (a restart between a batch and its metadata).
   */
  async function readMetadata(reader: ChainReader, transfers: readonly IndexedTransfer[]): Promise<void> {
    const chainId = reader.chainId;
    const wanted = new Set(transfers.flatMap((t) => (t.token === null ? [] : [t.token])));
    for (const key of retry) if (key.startsWith(`${chainId} `)) wanted.add(key.slice(chainId.length + 1));
    if (!scanned.has(chainId)) {
      for (const token of await repository.tokensWithoutMetadata(chainId, MAX_UNREADABLE)) wanted.add(token);
      scanned.add(chainId);
    }
    const tokens = [...wanted].filter((t) => !unreadable.has(`${chainId} ${t}`));
    const known = await repository.knownTokens(chainId, tokens);
    for (const token of tokens.filter((t) => !known.has(t)).slice(0, metadataPerTick)) {
      const key = `${chainId} ${token}`;
      let raw: Awaited<ReturnType<ChainReader['tokenMetadata']>>;
      try {
        raw = await reader.tokenMetadata(token);
      } catch {
        if (retry.size < MAX_UNREADABLE) retry.add(key);
        continue;
      }
      retry.delete(key);
      const metadata = sanitiseMetadata(raw, chainId, token, options.imageOrigins);
      if (metadata) await repository.saveToken(metadata);
      else if (unreadable.size < MAX_UNREADABLE) unreadable.add(key);
    }
  }

  async function step(reader: ChainReader): Promise<ChainProgress> {
    const chainId = reader.chainId;
    const [newest] = await repository.recentBlocks(chainId, 1);
    if (newest && (await reader.blockHash(newest.number)) !== newest.hash) {
      await followReorg(reader);
      return 'behind';
    }
    const next = (await repository.nextBlock(chainId)) ?? startBlocks[chainId] ?? 0n;
    const head = await reader.head();
    if (next > head) {
      await readMetadata(reader, []);
      return 'caught-up';
    }
    const end = next + BigInt(batchBlocks) - 1n < head ? next + BigInt(batchBlocks) - 1n : head;
    // A slot at or below the head with no block was skipped (Solana skips slots, and at finalized commitment a skipped
    // slot stays skipped): the range ends at the newest block inside it, or is passed over when it holds none, rather
    // than waiting for a block that will never come.
    let to = end;
    let toHash = await reader.blockHash(to);
    while (toHash === null && to > next) toHash = await reader.blockHash(--to);
    if (toHash === null) {
      await repository.saveBatch(chainId, { transfers: [], blocks: [], nextBlock: end + 1n, keepFrom: next - BigInt(keepBlocks) });
      return end < head ? 'behind' : 'caught-up';
    }
    const read = await reader.transfers(next, to);
    // Blocks below `to` are its ancestors: an unchanged hash for `to` means the whole range was read from one chain.
    if ((await reader.blockHash(to)) !== toHash) return 'behind';
    const transfers = read.flatMap((t) => normaliseTransfer(t, chainId, next, to) ?? []);
    if (transfers.length < read.length) log(`${chainId}: ${read.length - transfers.length} malformed transfer(s) in ${next}..${to} skipped`);
    const keepFrom = to - BigInt(keepBlocks) + 1n;
    const parts = splitAtBlocks(transfers, maxTransfersPerTransaction);
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const blocks = new Map<bigint, BlockRef>(part.map((t) => [t.blockNumber, { number: t.blockNumber, hash: t.blockHash }]));
      if (last) blocks.set(to, { number: to, hash: toHash });
      const nextBlock = last ? to + 1n : part.at(-1)!.blockNumber + 1n;
      await repository.saveBatch(chainId, { transfers: part, blocks: [...blocks.values()], nextBlock, keepFrom });
      // Between transactions, whatever the routes queued runs first.
      if (!last) await new Promise((resolve) => setImmediate(resolve));
    }
    await readMetadata(reader, transfers);
    if (transfers.some((t) => t.kind === 'nft')) media?.poke();
    return to < head ? 'behind' : 'caught-up';
  }

  const tick = () =>
    exclusive(async () => {
      const progress: Record<string, ChainProgress> = {};
      if (!mediaPoked) {
        mediaPoked = true;
        media?.poke();
      }
      for (const reader of readers) {
        progress[reader.chainId] = await step(reader).catch((error: unknown) => {
          log(`${reader.chainId}: ${error instanceof Error ? error.message : String(error)}`);
          return 'failed' as const;
        });
      }
      return progress;
    });

  async function loop(): Promise<void> {
    timer = null;
    if (!running) return;
    let delay = intervalMs;
    try {
      leader = await db.tryLead(LEADER_LOCK);
      if (leader) {
        const progress = await tick();
        // Catching up: the next tick comes at once, but after the event loop has served what waits.
        if (Object.values(progress).includes('behind')) delay = 0;
      }
    } catch (error) {
      leader = false;
      log(`indexer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (running) timer = setTimeout(() => void loop(), delay);
  }

  return {
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(() => void loop(), 0);
    },
    tick,
    async syncToHead(maxTicks = 10_000) {
      const targets = new Map<ChainReader, bigint>();
      for (const reader of readers) targets.set(reader, await reader.head());
      for (let i = 0; i < maxTicks; i++) {
        const pending = [];
        for (const [reader, head] of targets) {
          const next = (await repository.nextBlock(reader.chainId)) ?? startBlocks[reader.chainId] ?? 0n;
          if (next <= head) pending.push(reader);
        }
        if (pending.length === 0) return media?.idle();
        const progress = await tick();
        const failed = pending.find((r) => progress[r.chainId] === 'failed');
        if (failed) throw new Error(`indexing ${failed.chainId} failed`);
      }
      throw new Error(`the indexer did not reach the head in ${maxTicks} ticks`);
    },
    status: () => ({ leader: running && leader, nftMedia: media?.busy() ? 'busy' : 'idle' }),
    async stop() {
      running = false;
      await media?.stop();
      if (timer) clearTimeout(timer);
      timer = null;
      // A reader stuck on a dead node must not hold the shutdown forever; its tick fails once the database is closed.
      await Promise.race([queue, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}
