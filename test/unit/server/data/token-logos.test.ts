// @vitest-environment node
/**
 * Real token and network logos on the data service (issue 22 §6), on PGlite and PostgreSQL: a token's configured
 * logo (`chains[].tokenIcons`) or its token list's `logoURI` is what `/public/getTokenImage` serves, byte for byte,
 * typed by its bytes, with a strong ETag and a 304; the balance route names where it is; a configured network
 * `iconUrl` is what `/public/getAssetImage` serves; a token without one gets the drawn disc.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fixedPrices } from '../../../../server/data';
import { discSvg, etagOf } from '../../../../server/data/images/generated-icon';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDevnetDataService } from '../../../support/data/devnet-service';
import { createFakeChain, evmAddress } from '../../../support/data/fake-chain';
import { PNG, SAFE_SVG, startLogoServer, type LogoServer } from '../../../support/data/logo-server';

const CHAIN = 'eip155:31337';
const ALICE = evmAddress(0xa11ce);
const CONFIGURED = evmAddress(0x601);
const LISTED = evmAddress(0x602);
const PLAIN = evmAddress(0x603);
const TOKENS = [
  [CONFIGURED, 'CFG'],
  [LISTED, 'LST'],
  [PLAIN, 'PLN'],
] as const;

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`token and network logos on ${database.label}`, { timeout: 30_000 }, () => {
    const chain = createFakeChain(CHAIN);
    let host: LogoServer | undefined;
    const logged: string[] = [];
    const devnet = useDevnetDataService(database, chain, async () => {
      host = await startLogoServer(() => ({
        name: 'Test list',
        tokens: [
          // Checksummed as lists write them; found by the stored (lower-case) address.
          { chainId: 31337, address: `0x${LISTED.slice(2).toUpperCase()}`, symbol: 'LST', decimals: 6, logoURI: `${host!.origin}/safe.svg` },
          { chainId: 1, address: evmAddress(0x999), symbol: 'OTHER', decimals: 6, logoURI: 'https://tokens.example/other.png' },
          { chainId: 31337, address: 'not an address', symbol: 'BAD', decimals: 6, logoURI: `${host!.origin}/logo.png` },
          { chainId: 31337, address: evmAddress(0x998), symbol: 'IPFS', decimals: 6, logoURI: 'ipfs://bafy/logo.png' },
          { chainId: '31337', address: evmAddress(0x997), symbol: 'STR', decimals: 6 },
          null,
        ],
      }));
      for (const [address, symbol] of TOKENS)
        chain.setToken({ chainId: CHAIN, address, kind: 'fungible', name: symbol, symbol, decimals: 6, iconUrl: null }, address);
      chain.mine(
        TOKENS.map(([token], i) => ({
          txHash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
          kind: 'fungible' as const,
          token,
          tokenId: null,
          from: evmAddress(0),
          to: ALICE,
          amount: 5_000_000n,
          logIndex: i,
        })),
      );
      return {
        devnet: { tokenIcons: { [CONFIGURED]: `${host.origin}/logo.png` }, iconUrl: `${host.origin}/safe.svg` },
        tokenLists: [`${host.origin}/list.json`],
        prices: fixedPrices({}),
        nameSuffix: '.test',
        corsOrigins: '*',
        imageOrigins: [host.origin],
        log: (line) => logged.push(line),
      };
    });
    afterAll(() => host?.close());
    const image = (path: string, init?: RequestInit) => fetch(`${devnet.service.url}${path}`, init);

    it('serves a configured PNG logo byte for byte, typed image/png, with a strong ETag and a 304', async () => {
      const res = await image(`/public/getTokenImage/${CHAIN}:${CONFIGURED}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      const etag = res.headers.get('etag');
      expect(etag).toBe(etagOf(PNG));
      const again = await image(`/public/getTokenImage/${CHAIN}:${CONFIGURED}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      // Fetched once for both visits.
      expect(host!.hits('/logo.png')).toBe(1);
    });

    it("serves a token list's passive SVG logo locked down, and logs what the list dropped", async () => {
      await devnet.service.tokenListsRead;
      const res = await image(`/public/getTokenImage/${CHAIN}:${LISTED}`);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(await res.text()).toBe(SAFE_SVG);
      // The malformed address, the ipfs: logo, the string chainId and the null entry; the other chain's is skipped.
      expect(logged.some((line) => line.includes('/list.json: 1 logos for the configured chains, 4 entries dropped'))).toBe(true);
    });

    it('draws the disc for a token with no logo anywhere', async () => {
      const res = await image(`/public/getTokenImage/${CHAIN}:${PLAIN}`);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toBe(discSvg({ glyph: 'PLN', seed: `${CHAIN}:${PLAIN}` }));
    });

    it('names each logo in the balance route, null where there is none', async () => {
      await devnet.service.tokenListsRead;
      const body = (await (await image(`/v1/account/${ALICE}/balance?currency=usd`)).json()) as { balances: { symbol: string; iconUrl: string | null }[] };
      const icons = Object.fromEntries(body.balances.map((b) => [b.symbol, b.iconUrl]));
      expect(icons).toEqual({ CFG: `${host!.origin}/logo.png`, LST: `${host!.origin}/safe.svg`, PLN: null });
    });

    it("serves the network's configured icon in place of its drawn disc", async () => {
      const res = await image('/public/getAssetImage/eip155-31337');
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toBe(SAFE_SVG);
      // A network without one keeps its disc.
      expect(await (await image('/public/getAssetImage/eip155-1')).text()).toContain('>ETH<');
    });
  });
}
