/**
 * /readyz for the data service: the database answers, every migration is recorded, and each indexed chain's stored
 * height is within `maxLagBlocks` of the chain's head. An instance started with `indexer: false` reports the same
 * lag (the height a leader elsewhere stored against the head its own reader sees), so a load balancer keeps
 * traffic off instances whose data would be stale. A chain whose head cannot be read in time makes it not ready.
 */
import type { ChainConfig } from './config';
import type { Database } from '../shared/db/database';
import { appliedMigrations } from '../shared/db/migrate';
import { MIGRATIONS, MIGRATIONS_TABLE } from './db/migrations';
import type { Repository } from './db/repository';
import type { Indexer } from './indexer/indexer';

/** Default for `health.maxLagBlocks`: a few blocks behind is normal between two indexer ticks. */
const DEFAULT_MAX_LAG_BLOCKS = 10;
const CHECK_TIMEOUT_MS = 3000;

type ChainReadiness = { head: number | null; indexed: number | null; lag: number | null };

export type Readiness = {
  ready: boolean;
  database: 'ok' | 'unavailable';
  migrations: { applied: number; expected: number };
  indexer: { running: boolean; leader: boolean; nftMedia: 'idle' | 'busy' };
  chains: Record<string, ChainReadiness>;
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function chainReadiness(chain: ChainConfig, repository: Repository): Promise<ChainReadiness> {
  const reader = chain.reader!;
  const [head, next] = await Promise.all([
    withTimeout(reader.head()).catch(() => null),
    withTimeout(repository.nextBlock(chain.chainId)).catch(() => undefined),
  ]);
  if (next === undefined) return { head: head === null ? null : Number(head), indexed: null, lag: null };
  const indexed = (next ?? chain.startBlock ?? 0n) - 1n;
  if (head === null) return { head: null, indexed: Number(indexed), lag: null };
  return { head: Number(head), indexed: Number(indexed), lag: Number(head > indexed ? head - indexed : 0n) };
}

export function createReadiness({
  db,
  repository,
  chains,
  indexer,
  maxLagBlocks = DEFAULT_MAX_LAG_BLOCKS,
}: {
  db: Database;
  repository: Repository;
  chains: readonly ChainConfig[];
  indexer: () => Indexer | null;
  maxLagBlocks?: number;
}): () => Promise<Readiness> {
  return async () => {
    const applied = await appliedMigrations(db, MIGRATIONS, MIGRATIONS_TABLE, CHECK_TIMEOUT_MS);
    const indexed = chains.filter((c) => c.reader);
    const states = applied === null ? [] : await Promise.all(indexed.map((c) => chainReadiness(c, repository)));
    const status = indexer()?.status();
    const chainsOk = states.every((s) => s.lag !== null && s.lag <= maxLagBlocks);
    return {
      ready: applied === MIGRATIONS.length && chainsOk,
      database: applied === null ? 'unavailable' : 'ok',
      migrations: { applied: applied ?? 0, expected: MIGRATIONS.length },
      indexer: { running: status !== undefined, leader: status?.leader ?? false, nftMedia: status?.nftMedia ?? 'idle' },
      chains: Object.fromEntries(states.map((s, i) => [indexed[i]!.chainId, s])),
    };
  };
}
