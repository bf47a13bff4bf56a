// @vitest-environment node
/**
 * Token logos from a hostile host (issue 22 §6), on PGlite and PostgreSQL: every answer a logo's host could give that
 * is not a plain image (an SVG with a script and a handler, an SVG loading an outside image, 10 MB, a body that never
 * ends, HTML served as image/png, a redirect to a private address, a 404) ends in the service's own drawn disc, with
 * the CSP and nosniff headers, within the fetch's time limit: never the hostile bytes, never a hung request.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fixedPrices } from '../../../../server/data';
import { discSvg } from '../../../../server/data/images/generated-icon';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDevnetDataService } from '../../../support/data/devnet-service';
import { createFakeChain, evmAddress } from '../../../support/data/fake-chain';
import { HOSTILE, startLogoServer, type LogoServer } from '../../../support/data/logo-server';

const CHAIN = 'eip155:31337';
/** One token per hostile path, its symbol naming the case. */
const CASES = Object.keys(HOSTILE).map((path, i) => ({ path, address: evmAddress(0x500 + i), symbol: `H${i}` }));
/** The logo fetch's time limit (server/data/images/logo-fetcher.ts) and some room. */
const MAX_ANSWER_MS = 5000;

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`hostile token logos on ${database.label}`, { timeout: 30_000 }, () => {
    const chain = createFakeChain(CHAIN);
    let host: LogoServer | undefined;
    const logged: string[] = [];
    const devnet = useDevnetDataService(database, chain, async () => {
      host = await startLogoServer(() => ({ tokens: [] }));
      for (const c of CASES)
        chain.setToken({ chainId: CHAIN, address: c.address, kind: 'fungible', name: c.path, symbol: c.symbol, decimals: 6, iconUrl: null }, c.address);
      chain.mine(
        CASES.map((c, i) => ({
          txHash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
          kind: 'fungible' as const,
          token: c.address,
          tokenId: null,
          from: evmAddress(0),
          to: evmAddress(0xa11ce),
          amount: 1n,
          logIndex: i,
        })),
      );
      return {
        devnet: { tokenIcons: Object.fromEntries(CASES.map((c) => [c.address, `${host!.origin}${c.path}`])) },
        prices: fixedPrices({}),
        nameSuffix: '.test',
        corsOrigins: '*',
        imageOrigins: [host.origin],
        log: (line) => logged.push(line),
      };
    });
    afterAll(() => host?.close());

    for (const c of CASES) {
      it(`answers ${c.path} with the drawn disc, locked down, in time`, async () => {
        const started = Date.now();
        const res = await fetch(`${devnet.service.url}/public/getTokenImage/${CHAIN}:${c.address}`);
        expect(Date.now() - started).toBeLessThan(MAX_ANSWER_MS);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const body = await res.text();
        expect(body).toBe(discSvg({ glyph: c.symbol, seed: `${CHAIN}:${c.address}` }));
        expect(body).not.toMatch(/script|onload|tracker|<!doctype/i);
        // The host was asked (the case was really tried), and is not asked again while the outcome is kept.
        expect(host!.hits(c.path)).toBe(1);
        await (await fetch(`${devnet.service.url}/public/getTokenImage/${CHAIN}:${c.address}`)).arrayBuffer();
        expect(host!.hits(c.path)).toBe(1);
      });
    }

    it('says in its log why each logo was refused', () => {
      expect(logged.some((line) => line.includes('/missing.png: answered 404'))).toBe(true);
      expect(logged.some((line) => line.includes('/redirect.png: answered 302'))).toBe(true);
      expect(logged.some((line) => line.includes('/endless.png: No answer within'))).toBe(true);
    });
  });
}
