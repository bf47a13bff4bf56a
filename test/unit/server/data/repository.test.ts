// @vitest-environment node
/** The repository and its migrations on PGlite and on PostgreSQL: the same SQL, the same answers, bigint amounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../server/shared/db/database';
import { migrate } from '../../../../server/data/db/migrations';
import { createRepository, type Repository } from '../../../../server/data/db/repository';
import type { IndexedTransfer } from '../../../../server/data/records';
import { TEST_DATABASES } from '../../../support/data/databases';
import { evmAddress, txHash } from '../../../support/data/fake-chain';

const CHAIN = 'eip155:31337';
const TOKEN = evmAddress(0xabc);
const ALICE = evmAddress(1);
const BOB = evmAddress(2);
const MAX_UINT256 = (1n << 256n) - 1n;

const transfer = (n: number, over: Partial<IndexedTransfer> = {}): IndexedTransfer => ({
  chainId: CHAIN,
  blockNumber: BigInt(n),
  blockHash: `0xhash${n}`,
  txHash: txHash(`tx${n}`),
  logIndex: 0,
  timestamp: 1_700_000_000 + n,
  kind: 'fungible',
  token: TOKEN,
  tokenId: null,
  from: ALICE,
  to: BOB,
  amount: 1n,
  status: 'confirmed',
  ...over,
});

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`repository on ${database.label}`, () => {
    let db: Database;
    let repo: Repository;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const created = await database.create();
      drop = created.drop;
      db = await openDatabase(created);
      repo = createRepository(db);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('applies the migrations once; a second run applies none', async () => {
      expect(await migrate(db)).toEqual([1, 2, 3, 4, 5]);
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
      expect(rows.map((r) => Number(r.version))).toEqual([1, 2, 3, 4, 5]);
    });

    it('takes a sign-in nonce once and only before it expires; lists and revokes live sessions', async () => {
      await repo.storeNonce('nonceAAAA1111', 2_000, 1_000);
      await repo.storeNonce('nonceBBBB2222', 2_000, 1_000);
      const takes = await Promise.all([repo.consumeNonce('nonceAAAA1111', 1_500), repo.consumeNonce('nonceAAAA1111', 1_500)]);
      expect(takes.filter(Boolean)).toHaveLength(1);
      expect(await repo.consumeNonce('nonceBBBB2222', 2_000)).toBe(false);
      expect(await repo.consumeNonce('never-issued', 1_500)).toBe(false);
      const session = { pci: 'a'.repeat(32), address: '0xabc', chainId: 'eip155:1', domain: 'site.example', createdAt: 1_000, expiresAt: 5_000 };
      await repo.createSession({ ...session, tokenHash: 'h1', message: 'm', signature: '0x00' });
      expect(await repo.sessionByToken('h1', 4_000)).toEqual(session);
      expect(await repo.sessionByToken('h1', 5_000)).toBeNull();
      expect(await repo.sessionsOf('0xabc', 4_000)).toEqual([session]);
      expect(await repo.revokeSession('0xabc', session.pci, 4_000)).toBe(true);
      expect(await repo.revokeSession('0xabc', session.pci, 4_000)).toBe(false);
      expect(await repo.sessionsOf('0xabc', 4_000)).toEqual([]);
    });

    it('stores amounts up to 2^256 - 1 and sums them exactly as bigint, never through a float', async () => {
      await repo.saveToken({ chainId: CHAIN, address: TOKEN, kind: 'fungible', name: 'Big', symbol: 'BIG', decimals: 18, iconUrl: null });
      await repo.saveBatch(CHAIN, {
        transfers: [
          transfer(1, { from: evmAddress(0), to: ALICE, amount: MAX_UINT256 }),
          transfer(2, { from: ALICE, to: BOB, amount: 123_456_789_012_345_678_901n }),
          transfer(3, { from: ALICE, to: ALICE, amount: 5n }),
          transfer(4, { from: ALICE, to: BOB, amount: 7n, status: 'failed' }),
        ],
        blocks: [
          { number: 4n, hash: '0xhash4' },
          { number: 9n, hash: '0xhash9' },
          { number: 10n, hash: '0xhash10' },
        ],
        nextBlock: 5n,
        keepFrom: 0n,
      });
      const [alice] = await repo.fungibleBalances(ALICE, [CHAIN]);
      expect(alice!.amount).toBe(MAX_UINT256 - 123_456_789_012_345_678_901n);
      expect(typeof alice!.amount).toBe('bigint');
      const [bob] = await repo.fungibleBalances(BOB, [CHAIN]);
      expect(bob!.amount).toBe(123_456_789_012_345_678_901n);
      expect(await repo.nextBlock(CHAIN)).toBe(5n);
      // Numerically, newest first (10 before 9, which text order would get wrong).
      expect((await repo.recentBlocks(CHAIN, 2)).map((b) => b.number)).toEqual([10n, 9n]);
    });

    it('writes a batch idempotently: the same transfers again add nothing', async () => {
      const before = await repo.transferCount(CHAIN);
      await repo.saveBatch(CHAIN, {
        transfers: [transfer(2, { from: ALICE, to: BOB, amount: 123_456_789_012_345_678_901n })],
        blocks: [],
        nextBlock: 5n,
        keepFrom: 0n,
      });
      expect(await repo.transferCount(CHAIN)).toBe(before);
    });

    it('pages history newest first by keyset and rewinds past a fork point', async () => {
      const first = await repo.history(ALICE, [CHAIN], null, 2);
      expect(first.map((t) => t.blockNumber)).toEqual([4n, 3n]);
      const last = first.at(-1)!;
      const second = await repo.history(ALICE, [CHAIN], { blockNumber: last.blockNumber, chainId: last.chainId, txHash: last.txHash }, 2);
      expect(second.map((t) => t.blockNumber)).toEqual([2n, 1n]);
      expect(second[0]!.transfers[0]).toMatchObject({ amount: 123_456_789_012_345_678_901n, tokenInfo: { symbol: 'BIG', decimals: 18 } });
      await repo.rewind(CHAIN, 2n);
      expect(await repo.nextBlock(CHAIN)).toBe(3n);
      expect((await repo.history(ALICE, [CHAIN], null, 10)).map((t) => t.blockNumber)).toEqual([2n, 1n]);
      expect(await repo.recentBlocks(CHAIN, 10)).toEqual([]);
    });

    it('pages by transactions, not transfers, over one chain or several, in one order at any depth', async () => {
      const [ONE, TWO] = ['eip155:5', 'eip155:10'];
      const CAROL = evmAddress(3);
      const on = (chainId: string, n: number, over: Partial<IndexedTransfer> = {}) => transfer(n, { chainId, from: CAROL, to: BOB, ...over });
      // The newest transaction sends twice from Carol: a page of 2 must still hold 2 transactions.
      await repo.saveBatch(ONE, {
        transfers: [
          on(ONE, 30, { logIndex: 0 }),
          on(ONE, 30, { logIndex: 1, to: ALICE }),
          on(ONE, 29),
          on(ONE, 28, { from: BOB, to: CAROL, logIndex: 0 }),
          on(ONE, 28, { logIndex: 1 }),
          on(ONE, 27, { from: ALICE, to: BOB }),
        ],
        blocks: [],
        nextBlock: 31n,
        keepFrom: 0n,
      });
      await repo.saveBatch(TWO, {
        transfers: [on(TWO, 29, { txHash: txHash('two29') }), on(TWO, 26, { from: BOB, to: CAROL, txHash: txHash('two26') })],
        blocks: [],
        nextBlock: 31n,
        keepFrom: 0n,
      });

      const first = await repo.history(CAROL, [ONE], null, 2);
      expect(first.map((t) => [t.blockNumber, t.transfers.map((x) => x.logIndex)])).toEqual([
        [30n, [0, 1]],
        [29n, [0]],
      ]);
      const last = first.at(-1)!;
      const second = await repo.history(CAROL, [ONE], { blockNumber: last.blockNumber, chainId: last.chainId, txHash: last.txHash }, 2);
      // Block 28 is a trade: both its transfers touch Carol. Block 27 does not touch her.
      expect(second.map((t) => [t.blockNumber, t.transfers.map((x) => x.logIndex)])).toEqual([[28n, [0, 1]]]);

      // Both chains: one order, block first, then chain id and hash descending; the cursor continues across chains.
      const both = await repo.history(CAROL, [ONE, TWO], null, 10);
      expect(both.map((t) => `${t.blockNumber} ${t.chainId}`)).toEqual(['30 eip155:5', '29 eip155:5', '29 eip155:10', '28 eip155:5', '26 eip155:10']);
      const mid = both[1]!;
      const rest = await repo.history(CAROL, [ONE, TWO], { blockNumber: mid.blockNumber, chainId: mid.chainId, txHash: mid.txHash }, 10);
      expect(rest.map((t) => `${t.blockNumber} ${t.chainId}`)).toEqual(['29 eip155:10', '28 eip155:5', '26 eip155:10']);
    });

    it('registers a name once, and refuses a replayed message and a taken name without leaving anything behind', async () => {
      const record = { name: 'alice.test.local', coinType: 60, address: ALICE, registeredAt: 1_700_000_000 };
      expect(await repo.registerName({ ...record, messageHash: 'h1' }, 1)).toBe('registered');
      expect(await repo.registerName({ ...record, messageHash: 'h1' }, 1)).toBe('message-replayed');
      expect(await repo.registerName({ ...record, address: BOB, messageHash: 'h2' }, 1)).toBe('name-taken');
      // h2 was rolled back with the refused name, so it can still be used.
      expect(await repo.registerName({ ...record, name: 'bobby.test.local', address: BOB, messageHash: 'h2' }, 1)).toBe('registered');
      expect(await repo.nameRecord('alice.test.local')).toEqual(record);
      expect((await repo.namesOf(BOB)).map((r) => r.name)).toEqual(['bobby.test.local']);
      expect(await repo.takenNames(['alice.test.local', 'carol.test.local'])).toEqual(new Set(['alice.test.local']));
    });

    it('holds an account to its most names, also when its registrations race; a refused one leaves nothing behind', async () => {
      const carol = `0x${'c0'.repeat(20)}`;
      const record = (n: number) => ({ name: `carol-${n}.test.local`, coinType: 60, address: carol, registeredAt: 1_700_000_000, messageHash: `c${n}` });
      const raced = await Promise.all([1, 2, 3, 4].map((n) => repo.registerName(record(n), 2)));
      expect(raced.filter((o) => o === 'registered')).toHaveLength(2);
      expect(raced.filter((o) => o === 'account-full')).toHaveLength(2);
      expect(await repo.namesOf(carol)).toHaveLength(2);
      // The refused messages were rolled back with their names: with room (a higher limit) they register.
      const refused = [1, 2, 3, 4].filter((_, i) => raced[i] === 'account-full');
      expect(await repo.registerName(record(refused[0]!), 3)).toBe('registered');
      expect(await repo.registerName(record(refused[1]!), 3)).toBe('account-full');
    });
  });
}
