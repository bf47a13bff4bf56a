// @vitest-environment node
/**
 * The data service's account routes over real HTTP, on PGlite and PostgreSQL, fed by the indexer from an in-memory
 * ChainReader: SPEC §3 shapes, amounts as decimal strings, validation naming the field, and 10,000 indexed transfers
 * answered quickly.
 */
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../../server/data/http/cursor';
import { TEST_DATABASES } from '../../../support/data/databases';
import { txHash } from '../../../support/data/fake-chain';
import { ALICE, BOB, BULK, CHAIN, TOKEN, useSeededDataService, type Reply } from './seeded-data-service';

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`data service account routes on ${database.label}`, () => {
    const service = useSeededDataService(database);
    const { get, post, logged } = service;

    it('lists the supported chains', async () => {
      const { status, body } = await get('/v1/supported-chains?projectId=demo&st=wallet-modal&sv=0.1.0');
      expect(status).toBe(200);
      expect(body.http).toEqual([CHAIN]);
      expect(body.chains[0]).toMatchObject({ id: CHAIN, name: 'Devnet', testnet: true, nativeCurrency: { symbol: 'ETH', decimals: 18 }, indexed: true });
    });

    it('answers balances as SPEC §3 token balances: exact decimal strings, USD value with 2 decimals, allowing any origin', async () => {
      const { status, headers, body } = await get(`/v1/account/${ALICE}/balance?currency=usd&chainId=${CHAIN}&projectId=demo`);
      expect(status).toBe(200);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(body.balances).toEqual([
        { name: 'ETH', symbol: 'ETH', chainId: CHAIN, price: '3000.00', value: '7500.00', iconUrl: null, quantity: { decimals: '18', numeric: '2.5' } },
        {
          name: 'Test Dollar',
          symbol: 'TUSD',
          chainId: CHAIN,
          address: `${CHAIN}:0x0000000000000000000000000000000000000070`,
          // 1234.5678 - 1 - 0.5 = 1233.0678 TUSD at 1.25 USD = 1541.33475 USD, rounded half up.
          price: '1.25',
          value: '1541.33',
          iconUrl: 'https://icons.example/tusd.png',
          quantity: { decimals: '6', numeric: '1233.0678' },
        },
      ]);
      // A CAIP-10 account and a checksummed address give the same answer; BOB has no native balance to list.
      const caip = await get(`/v1/account/${CHAIN}:${ALICE.toUpperCase().replace('0X', '0x')}/balance?currency=usd`);
      expect(caip.body).toEqual(body);
      const bob = await get(`/v1/account/${BOB}/balance?chainId=${CHAIN}`);
      expect(bob.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['TUSD']);
    });

    it('answers history as SPEC §3 transactions, newest first, paged by an opaque cursor', async () => {
      const { body } = await get(`/v1/account/${ALICE}/history?chainId=${CHAIN}`);
      expect(body.next).toBeNull();
      expect(body.data.map((t) => t.metadata.operationType)).toEqual(['send', 'receive', 'trade', 'receive', 'send', 'mint']);
      const [failed, spam, swap, eth, send, mint] = body.data;
      expect(failed.metadata).toMatchObject({ status: 'failed', chain: CHAIN });
      expect(spam.transfers[0].nft_info).toEqual({ name: 'Free Money #1', content: { preview: null }, flags: { is_spam: true } });
      expect(swap.transfers).toEqual([
        {
          direction: 'out',
          fungible_info: { name: 'Test Dollar', symbol: 'TUSD', icon: { url: 'https://icons.example/tusd.png' } },
          quantity: { numeric: '0.5', decimals: '6' },
          price: '1.25',
          value: '0.63',
        },
        {
          direction: 'in',
          nft_info: { name: 'Devnet Cats #7', content: { preview: null }, flags: { is_spam: false } },
          quantity: { numeric: '1', decimals: '0' },
          value: null,
          price: null,
        },
      ]);
      expect(eth.transfers[0]).toMatchObject({ direction: 'in', fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' }, value: '300.00' });
      expect(send.metadata).toMatchObject({
        sentFrom: '0x00000000000000000000000000000000000A11cE',
        minedAt: new Date((1_700_000_000 + 2 * 12) * 1000).toISOString(),
      });
      expect(mint.id).toBe(`${CHAIN}:${txHash('mint')}`);

      const seen = new Set<string>();
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await get(`/v1/account/${BULK}/history${cursor ? `?cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        for (const tx of page.body.data) seen.add(tx.id);
        cursor = page.body.next;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(10);
      expect(seen.size).toBe(200);
    });

    it('answers 10,000 indexed transfers quickly (keyset pages, sums in SQL)', async () => {
      const timed = async (path: string) => {
        const start = performance.now();
        const res = await get(path);
        expect(res.status).toBe(200);
        return { ms: performance.now() - start, body: res.body };
      };
      const balance = await timed(`/v1/account/${BULK}/balance?chainId=${CHAIN}`);
      expect(balance.body.balances).toEqual([]);
      const first = await timed(`/v1/account/${BULK}/history`);
      // A cursor deep in the list (the last transaction of block 57), as page after page would reach it.
      const cursor = encodeCursor({ blockNumber: 57n, chainId: CHAIN, txHash: txHash('bulk-50-99') });
      const deep = await timed(`/v1/account/${BULK}/history?cursor=${cursor}`);
      expect(deep.body.data).toHaveLength(20);
      console.log(`${database.label}: balance ${balance.ms.toFixed(1)} ms, first history page ${first.ms.toFixed(1)} ms, deep page ${deep.ms.toFixed(1)} ms`);
      for (const { ms } of [balance, first, deep]) expect(ms).toBeLessThan(1500);
    }, 120_000);

    it('refuses bad input with a 400 naming the field, never a stack trace', async () => {
      const cases: [string, string][] = [
        [`/v1/account/0x123/balance`, 'address'],
        [`/v1/account/${ALICE}/balance?chainId=eip155:999`, 'chainId'],
        [`/v1/account/${ALICE}/balance?chainId=nonsense`, 'chainId'],
        [`/v1/account/${ALICE}/balance?currency=eur`, 'currency'],
        [`/v1/account/${ALICE}/balance?forceUpdate=nope`, 'forceUpdate'],
        [`/v1/account/${ALICE}/balance?projectId=${encodeURIComponent('<script>')}`, 'projectId'],
        [`/v1/account/${ALICE}/balance?sv=${'x'.repeat(65)}`, 'sv'],
        [`/v1/account/${ALICE}/history?cursor=${'A'.repeat(20)}`, 'cursor'],
        [`/v1/account/${ALICE}/history?cursor=${Buffer.from('["1","eip155:1","0x1 or 1=1"]').toString('base64url')}`, 'cursor'],
        [`/v1/account/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${ALICE}/history`, 'account'],
        [`/v1/account/${ALICE}/history?chainId=${CHAIN}&chainId=${CHAIN}`, 'chainId'],
        [`/v1/identity/%E0%A4%A`, 'address'],
        [`/v1/profile/account/abc`, 'name'],
        [`/v1/profile/account/a_b_c_d`, 'name'],
        [`/v1/profile/suggestions/alice?zone=evil.example`, 'zone'],
        [`/v1/profile/reverse/${ALICE}?apiVersion=9`, 'apiVersion'],
      ];
      for (const [path, field] of cases) {
        const { status, body } = await get(path);
        expect({ path, status, field: body.field }).toEqual({ path, status: 400, field });
        expect(Object.keys(body).sort()).toEqual(['field', 'message']);
      }
      expect(logged.filter((l) => /Error|at /.test(l))).toEqual([]);
      expect((await get('/v1/nowhere')).status).toBe(404);
      expect((await post('/v1/supported-chains', {})).status).toBe(405);
    });

    it('prices fungibles by CAIP-10 id, and bounds the body', async () => {
      const { status, body } = await post('/v1/fungible/price', {
        currency: 'usd',
        projectId: 'demo',
        addresses: [`${CHAIN}:${TOKEN}`, `${CHAIN}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, `${CHAIN}:${BOB}`],
      });
      expect(status).toBe(200);
      expect(body.fungibles).toEqual([
        {
          name: 'Test Dollar',
          symbol: 'TUSD',
          iconUrl: 'https://icons.example/tusd.png',
          price: '1.25',
          address: `${CHAIN}:0x0000000000000000000000000000000000000070`,
        },
        { name: 'ETH', symbol: 'ETH', iconUrl: null, price: '3000.00', address: `${CHAIN}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE` },
      ]);
      expect((await post('/v1/fungible/price', { currency: 'eur', addresses: [] })).body.field).toBe('currency');
      expect((await post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1'] })).body.field).toBe('addresses[0]');
      expect((await post('/v1/fungible/price', { currency: 'usd', addresses: [`eip155:1:${TOKEN}`] })).body.field).toBe('addresses[0]');
      const big = await post('/v1/fungible/price', { currency: 'usd', addresses: ['x'.repeat(20_000)] });
      expect(big).toEqual({ status: 413, body: { message: 'The body is larger than 16384 bytes', field: 'body' } });
      const res = await fetch(`${service.url}/v1/fungible/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"currency":' });
      expect([res.status, ((await res.json()) as Reply).field]).toEqual([400, 'body']);
    });
  });
}
