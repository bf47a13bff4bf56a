// @vitest-environment node
/**
 * The indexer driving an in-memory ChainReader into the repository, on PGlite and PostgreSQL: catching up in bounded
 * batches, resuming after a restart, writing idempotently, following a reorg, and keeping hostile token metadata bounded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../server/shared/db/database';
import { migrate } from '../../../../server/data/db/migrations';
import { createRepository, type Repository } from '../../../../server/data/db/repository';
import { createIndexer, splitAtBlocks } from '../../../../server/data/indexer/indexer';
import { TEST_DATABASES } from '../../../support/data/databases';
import { createFakeChain, evmAddress, txHash, type FakeChain } from '../../../support/data/fake-chain';

const CHAIN = 'eip155:31337';
const TOKEN = evmAddress(0x70);
const ALICE = evmAddress(1);
const BOB = evmAddress(2);
const CAROL = evmAddress(3);
const pay = (n: number, from: string, to: string, amount: bigint) => ({
  txHash: txHash(`pay-${n}`),
  kind: 'fungible' as const,
  token: TOKEN,
  tokenId: null,
  from,
  to,
  amount,
});

async function balanceOf(repo: Repository, address: string): Promise<bigint> {
  return (await repo.fungibleBalances(address, [CHAIN]))[0]?.amount ?? 0n;
}

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`indexer on ${database.label}`, () => {
    let options: { databaseUrl?: string; databaseSchema?: string; drop(): Promise<void> };
    let dataDir: string | undefined;

    beforeAll(async () => {
      options = await database.create();
      // PGlite keeps its data in a directory here, so a restart reopens the same database.
      if (!options.databaseUrl) dataDir = await mkdtemp(join(tmpdir(), 'wm-indexer-'));
      ({ db, repo } = await open());
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await options?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const open = async () => {
      const db = await openDatabase({ ...options, dataDir });
      await migrate(db);
      return { db, repo: createRepository(db) };
    };

    let chain: FakeChain;
    // One database for the file; the restart test closes it and opens it again from its files.
    let db: Database;
    let repo: Repository;

    it('catches up in bounded batches, then resumes after a restart from where it stopped', async () => {
      chain = createFakeChain(CHAIN);
      chain.setToken({ chainId: CHAIN, address: TOKEN, kind: 'fungible', name: 'Test Token', symbol: 'TT', decimals: 6, iconUrl: null }, TOKEN);
      chain.mine([pay(1, evmAddress(0), ALICE, 1_000n)]);
      for (let i = 2; i <= 25; i++) chain.mine(i % 5 === 0 ? [pay(i, ALICE, BOB, 10n)] : []);
      let indexer = createIndexer({ db, repository: repo, readers: [chain], batchBlocks: 10 });
      await indexer.syncToHead();
      expect(chain.calls.transfers).toEqual([
        [0n, 9n],
        [10n, 19n],
        [20n, 25n],
      ]);
      expect(await balanceOf(repo, ALICE)).toBe(1_000n - 50n);
      expect(chain.calls.tokenMetadata).toEqual([TOKEN]);
      await indexer.stop();

      // A restart: the database is closed and opened again from its files (PGlite's directory, PostgreSQL's schema).
      await db.close();
      for (let i = 26; i <= 30; i++) chain.mine(i === 30 ? [pay(i, ALICE, CAROL, 1n)] : []);
      ({ db, repo } = await open());
      indexer = createIndexer({ db, repository: repo, readers: [chain], batchBlocks: 10 });
      await indexer.syncToHead();
      // Only the new blocks are read, and the token's metadata is not read again.
      expect(chain.calls.transfers.at(-1)).toEqual([26n, 30n]);
      expect(chain.calls.transfers).toHaveLength(4);
      expect(chain.calls.tokenMetadata).toEqual([TOKEN]);
      expect(await balanceOf(repo, ALICE)).toBe(1_000n - 51n);
      expect(await balanceOf(repo, CAROL)).toBe(1n);
      await indexer.stop();
    }, 120_000);

    it('splits a busy batch into short transactions at block boundaries, each moving the stored place on', async () => {
      const busy = createFakeChain('eip155:7');
      for (let b = 0; b < 5; b++) busy.mine(Array.from({ length: 30 }, (_, i) => ({ ...pay(b * 100 + i, ALICE, BOB, 1n), logIndex: i })));
      const saved: bigint[] = [];
      const watched = {
        ...repo,
        saveBatch: async (chainId: string, batch: Parameters<Repository['saveBatch']>[1]) => {
          saved.push(batch.nextBlock);
          expect(batch.transfers.length).toBeLessThanOrEqual(60);
          return repo.saveBatch(chainId, batch);
        },
      };
      const indexer = createIndexer({ db, repository: watched, readers: [busy], batchBlocks: 100, maxTransfersPerTransaction: 50 });
      await indexer.syncToHead();
      expect(saved).toEqual([3n, 5n, 6n]);
      expect(await repo.transferCount('eip155:7')).toBe(150);
      expect(splitAtBlocks([], 10)).toEqual([[]]);
    }, 120_000);

    it('writes idempotently: reading the same blocks again after a lost cursor adds nothing', async () => {
      const count = await repo.transferCount(CHAIN);
      await db.query('update indexer_cursors set next_block = 0 where chain_id = $1', [CHAIN]);
      await db.query('delete from indexed_blocks where chain_id = $1', [CHAIN]);
      const indexer = createIndexer({ db, repository: repo, readers: [chain], batchBlocks: 100 });
      await indexer.syncToHead();
      expect(await repo.transferCount(CHAIN)).toBe(count);
      expect(await balanceOf(repo, ALICE)).toBe(1_000n - 51n);
    }, 120_000);

    it('follows a reorg: drops what the losing branch held and indexes the winning one', async () => {
      const indexer = createIndexer({ db, repository: repo, readers: [chain], batchBlocks: 100 });
      // Blocks 28.. are replaced: CAROL's payment in block 30 vanishes, a payment to BOB in the new block 29 appears.
      chain.reorg(27n);
      chain.mine([]);
      chain.mine([{ ...pay(290, ALICE, BOB, 400n) }]);
      chain.mine([]);
      chain.mine([]);
      await indexer.syncToHead();
      expect(await balanceOf(repo, CAROL)).toBe(0n);
      expect(await balanceOf(repo, ALICE)).toBe(1_000n - 50n - 400n);
      expect(await balanceOf(repo, BOB)).toBe(450n);
      const history = await repo.history(CAROL, [CHAIN], null, 10);
      expect(history).toEqual([]);
      const newest = await repo.recentBlocks(CHAIN, 1);
      expect(newest[0]).toEqual({ number: 31n, hash: await chain.blockHash(31n) });
    }, 120_000);

    it('a reader that fails reports the chain as failed and keeps the stored data; the next tick goes on', async () => {
      const lines: string[] = [];
      const indexer = createIndexer({ db, repository: repo, readers: [chain], log: (line) => lines.push(line) });
      chain.mine([pay(32, BOB, CAROL, 5n)]);
      chain.failing = true;
      expect(await indexer.tick()).toEqual({ [CHAIN]: 'failed' });
      expect(lines.join('\n')).toContain('node unreachable');
      chain.failing = false;
      expect(await indexer.tick()).toEqual({ [CHAIN]: 'caught-up' });
      expect(await balanceOf(repo, CAROL)).toBe(5n);
    }, 120_000);

    it('passes over skipped slots: a range ending on one ends at its newest block, a range of only skipped slots is passed', async () => {
      const indexer = createIndexer({ db, repository: repo, readers: [chain], batchBlocks: 5 });
      const from = (await repo.nextBlock(CHAIN))!;
      chain.mine([pay(40, CAROL, BOB, 1n)]);
      chain.skip(8);
      const last = chain.mine([pay(41, CAROL, BOB, 2n)]);
      await indexer.syncToHead(20);
      expect(await repo.nextBlock(CHAIN)).toBe(last + 1n);
      expect(await balanceOf(repo, CAROL)).toBe(5n - 3n);
      // The first range ended at its one block; the next held only skipped slots and was passed over unread.
      expect(chain.calls.transfers.slice(-2)).toEqual([
        [from, from],
        [from + 6n, last],
      ]);
      expect((await repo.recentBlocks(CHAIN, 1))[0]).toEqual({ number: last, hash: await chain.blockHash(last) });
    }, 120_000);

    it('stores hostile token metadata bounded: markup as text, 100 KB cut, bidi and zero-width characters removed', async () => {
      const hostile = evmAddress(0x666);
      const broken = evmAddress(0x667);
      chain.setToken(
        {
          chainId: CHAIN,
          address: hostile,
          kind: 'fungible',
          name: `<img src=x onerror=alert(1)>\u202Egnp.exe\u200B${'A'.repeat(100_000)}`,
          symbol: '\u2066U\u200DS\uFEFFD\u2069\u0000\n',
          decimals: 18,
          iconUrl: 'javascript:alert(1)',
        },
        hostile,
      );
      chain.setToken({ chainId: CHAIN, address: broken, kind: 'fungible', name: 'Too precise', symbol: 'TP', decimals: 300, iconUrl: null }, broken);
      chain.mine([
        { txHash: txHash('hostile'), kind: 'fungible', token: hostile, tokenId: null, from: BOB, to: ALICE, amount: 1n },
        { txHash: txHash('broken'), kind: 'fungible', token: broken, tokenId: null, from: BOB, to: ALICE, amount: 1n },
      ]);
      const indexer = createIndexer({ db, repository: repo, readers: [chain] });
      await indexer.syncToHead();
      const stored = await repo.tokenInfo(CHAIN, [hostile, broken]);
      const token = stored.get(hostile)!;
      expect(token.name.startsWith('<img src=x onerror=alert(1)>gnp.exeAAAA')).toBe(true);
      expect(Array.from(token.name)).toHaveLength(64);
      expect(token.name).not.toMatch(/[\u202E\u200B]/);
      expect(token.symbol).toBe('USD');
      expect(token.iconUrl).toBeNull();
      // 300 decimals is no token we can show: not stored, and not asked again by this indexer.
      expect(stored.has(broken)).toBe(false);
      chain.mine([{ txHash: txHash('broken-2'), kind: 'fungible', token: broken, tokenId: null, from: BOB, to: ALICE, amount: 1n }]);
      await indexer.syncToHead();
      expect(chain.calls.tokenMetadata.filter((a) => a === broken)).toHaveLength(1);
    }, 120_000);

    if (database.label === 'PostgreSQL')
      it('lets one indexer lead per schema (advisory lock); the other waits', async () => {
        const a = await openDatabase(options);
        const b = await openDatabase(options);
        expect(await a.tryLead('wallet-modal-indexer')).toBe(true);
        expect(await b.tryLead('wallet-modal-indexer')).toBe(false);
        await a.close();
        expect(await b.tryLead('wallet-modal-indexer')).toBe(true);
        await b.close();
      });
  });
}
