// @vitest-environment node
/**
 * NFT images: the rule for reading a token's metadata (nft-image.ts) against a real loopback HTTP server, and the
 * indexer reading them once, beside its ticks, into the history route's previews, on PGlite and PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedPrices } from '../../../../server/data';
import { MAX_METADATA_BYTES, metadataUrl, readNftImage } from '../../../../server/data/indexer/nft-image';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDevnetDataService } from '../../../support/data/devnet-service';
import { createFakeChain, evmAddress, txHash } from '../../../support/data/fake-chain';

const CHAIN = 'eip155:31337';
const CATS = evmAddress(0x71);
const SPAM = evmAddress(0x72);
const ALICE = evmAddress(0xa11ce);
const BOB = evmAddress(0xb0b);

/** A metadata server: fixed routes, a flaky one that fails `flaky` times first, one that answers only when released; counts hits. */
function metadataServer() {
  const hits: string[] = [];
  const held: import('node:http').ServerResponse[] = [];
  const state = {
    flaky: 2,
    held,
    release: () => {
      for (const res of held.splice(0)) res.writeHead(404).end();
    },
  };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/cat/7.json') return json({ name: 'Cat #7', image: `${base}/cat/7.png` });
    if (path === '/cat/8.json') return json({ image: 'javascript:alert(1)' });
    if (path === '/cat/9.json') return json({ image_url: 'data:image/svg+xml;base64,PHN2Zz4=' });
    if (path === '/big.json') return json({ image: `${base}/x.png`, padding: 'x'.repeat(MAX_METADATA_BYTES) });
    if (path === '/array.json') return json([`${base}/x.png`]);
    if (path === '/redirect') return res.writeHead(302, { location: '/cat/7.json' }).end();
    if (path === '/missing.json') return res.writeHead(404).end();
    if (path === '/flaky.json') {
      if (state.flaky-- > 0) return res.writeHead(503).end();
      return json({ image: 'https://img.example/flaky.png' });
    }
    if (path === '/slow.json') return void held.push(res);
    res.writeHead(404).end();
  });
  return {
    hits,
    state,
    server,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () =>
      new Promise<void>((resolve) => {
        state.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the NFT metadata rule', () => {
  const meta = metadataServer();
  let base: string;
  beforeAll(async () => {
    base = await meta.listen();
  });
  afterAll(() => meta.close());
  const read = (uri: string) => readNftImage(uri, { origins: [base], timeoutMs: 300 });

  it('fetches https on public hosts and the origins the deployment allows; never private addresses, other schemes or credentials', () => {
    expect(metadataUrl('https://meta.example/1.json')?.href).toBe('https://meta.example/1.json');
    expect(metadataUrl(`${base}/cat/7.json`, [base])?.href).toBe(`${base}/cat/7.json`);
    for (const refused of [
      `${base}/cat/7.json`,
      'http://meta.example/1.json',
      'https://127.0.0.1/1.json',
      'https://2130706433/1.json',
      'https://10.1.2.3/1.json',
      'https://192.168.1.1/',
      'https://172.20.0.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/',
      'https://a.localhost/',
      'https://user:pw@meta.example/',
      'ipfs://QmCat/1.json',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(metadataUrl(refused), refused).toBeNull();
    }
  });

  it('reads the image of JSON metadata over HTTP and from data: URIs, under the icon rule', async () => {
    expect(await read(`${base}/cat/7.json`)).toEqual({ image: `${base}/cat/7.png` });
    expect(await read(`${base}/cat/8.json`)).toEqual({ image: null });
    expect(await read(`${base}/cat/9.json`)).toEqual({ image: null });
    expect(await read(`${base}/array.json`)).toEqual({ image: null });
    const json = JSON.stringify({ image: 'https://img.example/9.png' });
    expect(await read(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)).toEqual({ image: 'https://img.example/9.png' });
    expect(await read(`data:application/json,${encodeURIComponent(json)}`)).toEqual({ image: 'https://img.example/9.png' });
    expect(await read('data:application/json,{not json')).toEqual({ image: null });
    expect(await read('data:text/html,<script>1</script>')).toEqual({ image: null });
  });

  it('gives up on what will not change (too large, a redirect, 404) and asks again later what might (5xx, a timeout)', async () => {
    expect(await read(`${base}/big.json`)).toEqual({ image: null });
    expect(await read(`${base}/redirect`)).toEqual({ image: null });
    expect(meta.hits.filter((h) => h === '/cat/7.json')).toHaveLength(1); // the redirect was not followed
    expect(await read(`${base}/missing.json`)).toEqual({ image: null });
    meta.state.flaky = 1;
    expect(await read(`${base}/flaky.json`)).toBe('retry');
    expect(await read(`${base}/flaky.json`)).toEqual({ image: 'https://img.example/flaky.png' });
    const started = Date.now();
    expect(await read(`${base}/slow.json`)).toBe('retry');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`NFT images in the indexer on ${database.label}`, () => {
    const meta = metadataServer();
    const chain = createFakeChain(CHAIN);
    let base: string;
    const previews = async () => {
      const body = (await (await fetch(`${devnet.service.url}/v1/account/${ALICE}/history?chainId=${CHAIN}`)).json()) as {
        data: { transfers: { nft_info?: { name: string; content: { preview: { url: string } | null } } }[] }[];
      };
      return Object.fromEntries(
        body.data.flatMap((tx) => tx.transfers.flatMap((t) => (t.nft_info ? [[t.nft_info.name, t.nft_info.content.preview?.url ?? null]] : []))),
      );
    };
    const mint = (token: string, id: bigint) => ({
      txHash: txHash(`mint-${token}-${id}`),
      kind: 'nft' as const,
      token,
      tokenId: id,
      from: BOB,
      to: ALICE,
      amount: 1n,
    });

    // Registered first, so it runs last (after hooks run in reverse): the metadata server outlives the service.
    afterAll(() => meta.close());
    const devnet = useDevnetDataService(database, chain, async () => {
      base = await meta.listen();
      meta.state.flaky = 2;
      chain.setToken({ chainId: CHAIN, address: CATS, kind: 'nft', name: 'Devnet Cats', symbol: 'CAT', decimals: 0, iconUrl: null }, CATS);
      chain.setToken({ chainId: CHAIN, address: SPAM, kind: 'nft', name: 'Free Money', symbol: 'SPAM', decimals: 0, iconUrl: null }, SPAM);
      chain.setTokenUri(CATS, 7n, `${base}/cat/7.json`);
      chain.setTokenUri(CATS, 8n, `${base}/cat/8.json`);
      chain.setTokenUri(CATS, 9n, `data:application/json,${encodeURIComponent(JSON.stringify({ image: 'https://img.example/9.png' }))}`);
      chain.setTokenUri(CATS, 10n, `${base}/flaky.json`);
      chain.setTokenUri(CATS, 11n, new Error('node unreachable'));
      // Images every viewer's browser would load from its own machine or network: dropped, their origins are not listed.
      const inline = (image: string) => `data:application/json,${encodeURIComponent(JSON.stringify({ image }))}`;
      chain.setTokenUri(CATS, 16n, inline('http://127.0.0.1:9/cat.png'));
      chain.setTokenUri(CATS, 17n, inline('https://localhost/cat.png'));
      chain.setTokenUri(CATS, 18n, inline('https://[::1]/cat.png'));
      chain.setTokenUri(CATS, 19n, inline('https://192.168.1.20/cat.png'));
      chain.setTokenUri(SPAM, 1n, `${base}/spam/1.json`);
      chain.mine([mint(CATS, 7n), mint(CATS, 8n), mint(CATS, 9n), mint(CATS, 16n), mint(CATS, 17n), mint(CATS, 18n), mint(CATS, 19n)]);
      chain.mine([mint(CATS, 10n), mint(CATS, 11n), mint(CATS, 12n), mint(SPAM, 1n)]);
      return {
        prices: fixedPrices({}),
        nameSuffix: '.wallet-modal.local',
        corsOrigins: '*',
        spamCollections: [`${CHAIN}:${SPAM}`],
        nftMedia: { origins: [base], timeoutMs: 10_000 },
        // The metadata server's own images (http on 127.0.0.1) are kept only because its origin is listed.
        imageOrigins: [base],
        indexer: { intervalMs: 60_000 },
        log: () => {},
      };
    });

    it("hands each NFT's own image out in history once read; none for a bad image, a token without a URI, or spam (never fetched)", async () => {
      expect(await previews()).toEqual({
        'Devnet Cats #7': `${base}/cat/7.png`,
        'Devnet Cats #8': null,
        'Devnet Cats #9': 'https://img.example/9.png',
        'Devnet Cats #10': null,
        'Devnet Cats #11': null,
        'Devnet Cats #12': null,
        'Devnet Cats #16': null,
        'Devnet Cats #17': null,
        'Devnet Cats #18': null,
        'Devnet Cats #19': null,
        'Free Money #1': null,
      });
      expect(chain.calls.nftTokenUri).not.toContain(`${SPAM}:1`);
      expect(meta.hits.some((h) => h.startsWith('/spam'))).toBe(false);
    });

    it('asks a failing server or node again on a later pass, at most three times; what was read is not read again', async () => {
      const readsOf = (key: string) => chain.calls.nftTokenUri.filter((c) => c === key).length;
      expect(readsOf(`${CATS}:10`)).toBe(1);
      expect(readsOf(`${CATS}:11`)).toBe(1);
      // New NFT transfers start a pass: the flaky server answers on its third request.
      chain.mine([mint(CATS, 13n)]);
      await devnet.service.indexer!.syncToHead();
      chain.mine([mint(CATS, 14n)]);
      await devnet.service.indexer!.syncToHead();
      expect((await previews())['Devnet Cats #10']).toBe('https://img.example/flaky.png');
      expect(readsOf(`${CATS}:10`)).toBe(3);
      // The failing node: given up after three attempts, and not asked a fourth time.
      expect(readsOf(`${CATS}:11`)).toBe(3);
      chain.mine([mint(CATS, 15n)]);
      await devnet.service.indexer!.syncToHead();
      expect(readsOf(`${CATS}:11`)).toBe(3);
      expect(readsOf(`${CATS}:7`)).toBe(1);
      expect(meta.hits.filter((h) => h === '/cat/7.json')).toHaveLength(1);
    });

    it('never holds up indexing: transfers after an NFT keep coming while its metadata server takes its time', async () => {
      chain.setTokenUri(CATS, 20n, `${base}/slow.json`);
      chain.mine([mint(CATS, 20n)]);
      await devnet.service.indexer!.tick();
      await expect.poll(() => meta.state.held.length).toBe(1);
      chain.mine([{ txHash: txHash('eth-after-slow'), kind: 'native', token: null, tokenId: null, from: BOB, to: ALICE, amount: 5n, logIndex: -1 }]);
      await devnet.service.indexer!.tick();
      const body = (await (await fetch(`${devnet.service.url}/v1/account/${ALICE}/history?chainId=${CHAIN}`)).json()) as {
        data: { metadata: { hash: string } }[];
      };
      expect(body.data[0]!.metadata.hash).toBe(txHash('eth-after-slow'));
      expect(meta.state.held).toHaveLength(1);
      meta.state.release();
      await devnet.service.indexer!.syncToHead();
      expect((await previews())['Devnet Cats #20']).toBeNull();
    });
  });
}
