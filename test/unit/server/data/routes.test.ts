// @vitest-environment node
/**
 * The data service over real HTTP on a free port, on PGlite and PostgreSQL, fed by the indexer from an in-memory
 * ChainReader: SPEC §3 shapes, amounts as decimal strings, validation naming the field, names signed by real wallets,
 * and 10,000 indexed transfers answered quickly.
 */
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedPrices, startDataService, type DataService } from '../../../../server/data';
import { encodeCursor } from '../../../../server/data/http/cursor';
import { TEST_DATABASES } from '../../../support/data/databases';
import { createFakeChain, evmAddress, txHash, type FakeChain } from '../../../support/data/fake-chain';
import type { HistoryTransfer, Transaction } from '../../../../server/data/http/routes/history';

/** The routes' replies as these tests read them (values checked whole are left unknown); a history page holds six transactions or more. */
type Tx = Transaction & { transfers: [HistoryTransfer, ...HistoryTransfer[]] };
type Reply = {
  http: unknown;
  chains: [unknown];
  balances: { symbol: string }[];
  data: [Tx, Tx, Tx, Tx, Tx, Tx, ...Tx[]];
  next: string | null;
  fungibles: unknown;
  name: string;
  domain: unknown;
  suggestions: { name: string; registered: boolean }[];
  field: string;
  message: string;
};
const CHAIN = 'eip155:31337';
const TOKEN = evmAddress(0x70);
const NFT = evmAddress(0x71);
const SPAM = evmAddress(0x72);
const ALICE = evmAddress(0xa11ce);
const BOB = evmAddress(0xb0b);
const BULK = evmAddress(0xb01c);
const SUFFIX = '.wallet-modal.local';
const NOW = 1_767_225_600;

function seed(chain: FakeChain): void {
  chain.setToken(
    { chainId: CHAIN, address: TOKEN, kind: 'fungible', name: 'Test Dollar', symbol: 'TUSD', decimals: 6, iconUrl: 'https://icons.example/tusd.png' },
    TOKEN,
  );
  chain.setToken({ chainId: CHAIN, address: NFT, kind: 'nft', name: 'Devnet Cats', symbol: 'CAT', decimals: 0, iconUrl: null }, NFT);
  chain.setToken({ chainId: CHAIN, address: SPAM, kind: 'nft', name: 'Free Money', symbol: 'SPAM', decimals: 0, iconUrl: null }, SPAM);
  chain.mine([{ txHash: txHash('mint'), kind: 'fungible', token: TOKEN, tokenId: null, from: evmAddress(0), to: ALICE, amount: 1_234_567_800n }]);
  chain.mine([{ txHash: txHash('send'), kind: 'fungible', token: TOKEN, tokenId: null, from: ALICE, to: BOB, amount: 1_000_000n }]);
  chain.mine([{ txHash: txHash('eth'), kind: 'native', token: null, tokenId: null, from: BOB, to: ALICE, amount: 10n ** 17n, logIndex: -1 }]);
  chain.mine([
    { txHash: txHash('swap'), kind: 'fungible', token: TOKEN, tokenId: null, from: ALICE, to: BOB, amount: 500_000n, logIndex: 0 },
    { txHash: txHash('swap'), kind: 'nft', token: NFT, tokenId: 7n, from: BOB, to: ALICE, amount: 1n, logIndex: 1 },
  ]);
  chain.mine([{ txHash: txHash('spam'), kind: 'nft', token: SPAM, tokenId: 1n, from: BOB, to: ALICE, amount: 1n }]);
  chain.mine([{ txHash: txHash('failed'), kind: 'native', token: null, tokenId: null, from: ALICE, to: BOB, amount: 5n, logIndex: -1, status: 'failed' }]);
  // 10,000 transfers in 100 blocks, half in and half out of BULK.
  for (let b = 0; b < 100; b++) {
    chain.mine(
      Array.from({ length: 100 }, (_, i) => ({
        txHash: txHash(`bulk-${b}-${i}`),
        kind: 'fungible' as const,
        token: TOKEN,
        tokenId: null,
        from: i % 2 ? BULK : BOB,
        to: i % 2 ? BOB : BULK,
        amount: 3n,
      })),
    );
  }
}

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`data service routes on ${database.label}`, () => {
    let service: DataService;
    let drop: () => Promise<void>;
    const chain = createFakeChain(CHAIN);
    const logged: string[] = [];

    beforeAll(async () => {
      seed(chain);
      const created = await database.create();
      drop = created.drop;
      service = await startDataService({
        ...created,
        chains: [
          {
            chainId: CHAIN,
            name: 'Devnet',
            testnet: true,
            nativeSymbol: 'ETH',
            nativeDecimals: 18,
            reader: chain,
            nativeBalance: async (address) => (address.toLowerCase() === ALICE ? 2_500_000_000_000_000_000n : 0n),
          },
        ],
        prices: fixedPrices({ [CHAIN]: { native: '3000.00', [TOKEN]: '1.25' } }),
        nameSuffix: SUFFIX,
        corsOrigins: '*',
        spamCollections: [`${CHAIN}:${SPAM}`],
        indexer: { intervalMs: 60_000, batchBlocks: 500 },
        now: () => NOW,
        log: (line) => logged.push(line),
      });
      await service.indexer!.syncToHead();
    }, 120_000);
    afterAll(async () => {
      await service?.stop();
      await drop?.();
    });

    const get = async (path: string) => {
      const res = await fetch(`${service.url}${path}`);
      return { status: res.status, headers: res.headers, body: (await res.json()) as Reply };
    };
    const post = async (path: string, body: unknown, init: RequestInit = {}) => {
      const res = await fetch(`${service.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...init,
      });
      return { status: res.status, body: (await res.json()) as Reply };
    };

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

    it('registers a name signed by a real wallet, and answers identity, lookup, reverse and suggestions from the registry', async () => {
      const wallet = Wallet.createRandom();
      const message = JSON.stringify({ domain: SUFFIX.slice(1), name: 'Satoshi-42', address: wallet.address, coinType: 60, timestamp: NOW - 5, nonce: 'n1' });
      const body = { coin_type: 60, address: wallet.address, message, signature: await wallet.signMessage(message) };
      const registered = await post('/v1/profile/account', body);
      expect(registered.status).toBe(200);
      expect(registered.body).toEqual({
        name: `satoshi-42${SUFFIX}`,
        registered: NOW,
        updated: NOW,
        addresses: { '60': { address: wallet.address, created: String(NOW) } },
        attributes: {},
      });

      expect((await get(`/v1/profile/account/satoshi-42?apiVersion=2`)).body).toEqual(registered.body);
      expect((await get(`/v1/profile/account/SATOSHI-42${SUFFIX}`)).body.name).toBe(`satoshi-42${SUFFIX}`);
      expect((await get(`/v1/profile/reverse/${wallet.address}?apiVersion=2&sender=${ALICE}`)).body).toEqual([registered.body]);
      expect((await get(`/v1/identity/${wallet.address}?sender=${ALICE}`)).body).toEqual({ name: `satoshi-42${SUFFIX}`, avatar: null });
      expect((await get(`/v1/identity/${ALICE}`)).body).toEqual({ name: null, avatar: null });
      const missing = await get('/v1/profile/account/nobody-here');
      expect([missing.status, missing.body.field]).toEqual([404, 'name']);

      const suggestions = (await get(`/v1/profile/suggestions/satoshi-42?zone=${SUFFIX.slice(1)}`)).body.suggestions;
      expect(suggestions[0]).toEqual({ name: `satoshi-42${SUFFIX}`, registered: true });
      expect(suggestions.slice(1)).toEqual([1, 2, 3, 7].map((n) => ({ name: `satoshi-42${n}${SUFFIX}`, registered: false })));

      // The same message again is a replay; a fresh message for the taken name is refused as taken.
      expect(await post('/v1/profile/account', body)).toMatchObject({ status: 409, body: { field: 'message' } });
      const other = Wallet.createRandom();
      const again = JSON.stringify({ domain: SUFFIX.slice(1), name: 'satoshi-42', address: other.address, coinType: 60, timestamp: NOW });
      expect(
        await post('/v1/profile/account', { coin_type: 60, address: other.address, message: again, signature: await other.signMessage(again) }),
      ).toMatchObject({ status: 409, body: { field: 'message.name' } });
    });

    it('refuses a registration signed by someone else, stale, for a bad name or a mismatched coin type', async () => {
      const owner = Wallet.createRandom();
      const thief = Wallet.createRandom();
      const coinType = (0x80000000 | 31337) >>> 0;
      const attempt = async (fields: Record<string, unknown>, signer = owner, body: Record<string, unknown> = {}) => {
        const message = JSON.stringify({ domain: SUFFIX.slice(1), name: 'honest-name', address: owner.address, coinType, timestamp: NOW, ...fields });
        return post('/v1/profile/account', { coin_type: coinType, address: owner.address, message, signature: await signer.signMessage(message), ...body });
      };
      expect(await attempt({}, thief)).toMatchObject({ status: 401, body: { field: 'signature' } });
      expect(await attempt({ timestamp: NOW - 601 })).toMatchObject({ status: 400, body: { field: 'message.timestamp' } });
      expect(await attempt({ name: 'abc' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'white space' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ coinType: 60 })).toMatchObject({ status: 400, body: { field: 'message.coinType' } });
      expect(await attempt({ address: BOB })).toMatchObject({ status: 400, body: { field: 'message.address' } });
      expect(await attempt({}, owner, { coin_type: 501 })).toMatchObject({ status: 400, body: { field: 'coin_type' } });
      expect(await attempt({}, owner, { signature: '0x1234' })).toMatchObject({ status: 400, body: { field: 'signature' } });
      expect(await attempt({}, owner, { message: 'not json' })).toMatchObject({ status: 400, body: { field: 'message' } });
      expect(await attempt({ domain: 'other-deployment.example' })).toMatchObject({ status: 400, body: { field: 'message.domain' } });
      expect(await attempt({ domain: undefined })).toMatchObject({ status: 400, body: { field: 'message.domain' } });
      expect(await attempt({ name: '\u212Aelvin-name' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'xn--honest-name' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'honest-name-' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await get('/v1/profile/account/%E2%84%AAelvin-name')).toMatchObject({ status: 400, body: { field: 'name' } });
      // Nothing above registered the name: the owner can still take it.
      expect((await attempt({})).status).toBe(200);
      // One name per account by default: a second is refused, and stays free.
      expect(await attempt({ name: 'second-name', nonce: 'n2' })).toMatchObject({ status: 409, body: { field: 'address' } });
      expect((await get('/v1/profile/account/second-name')).status).toBe(404);
    });

    it('tells the wallet the domain its registration message must name', async () => {
      expect((await get('/v1/profile/suggestions/someone')).body.domain).toBe(SUFFIX.slice(1));
    });
  });
}
