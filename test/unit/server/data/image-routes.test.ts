// @vitest-environment node
/**
 * SPEC §7's image routes on the real data service (PGlite and PostgreSQL): networks, fiat currencies and indexed
 * tokens answer SVGs drawn by the service with a strong ETag and a CSP that runs nothing; a malformed id is a 400
 * naming `id`, an unknown one a 404.
 */
import { describe, expect, it } from 'vitest';
import { discSvg } from '../../../../server/data/images/generated-icon';
import { networkDisc } from '../../../../server/data/images/network-icons';
import { TEST_DATABASES } from '../../../support/data/databases';
import { CHAIN, TOKEN, useSeededDataService } from './seeded-data-service';

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`data service image routes on ${database.label}`, () => {
    const service = useSeededDataService(database);
    const image = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);

    it('serves a network icon as a locked-down SVG with a strong ETag, and 304 when the client holds it', async () => {
      const res = await image('/public/getAssetImage/eip155-1');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*>ETH<\/text><\/svg>$/);
      const again = await image('/public/getAssetImage/eip155-1', { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it("draws the dev stack's devnets distinctly; an unknown network is a 404", async () => {
      const one = await (await image('/public/getAssetImage/eip155-31337')).text();
      const two = await (await image('/public/getAssetImage/eip155-31338')).text();
      expect(one).not.toBe(two);
      expect(one).toContain('>D1<');
      const unknown = await image('/public/getAssetImage/eip155-999999');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'No network image eip155-999999' });
    });

    it('serves currency signs for Buy by ISO 4217 code', async () => {
      const usd = await image('/public/getCurrencyImage/USD');
      expect(usd.status).toBe(200);
      expect(await usd.text()).toContain('>$<');
      expect((await image('/public/getCurrencyImage/EUR')).status).toBe(200);
      expect((await image('/public/getCurrencyImage/XYZ')).status).toBe(404);
    });

    it('serves an indexed token a generated icon from its symbol; a token it never indexed is a 404', async () => {
      const res = await image(`/public/getTokenImage/${CHAIN}:${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toContain('>TUS<');
      // The same token by its checksummed (upper-case) address is the same image.
      const upper = await image(`/public/getTokenImage/${CHAIN}:0x${TOKEN.slice(2).toUpperCase()}`);
      expect(upper.headers.get('etag')).toBe(res.headers.get('etag'));
      const missing = await image(`/public/getTokenImage/${CHAIN}:0x${'9'.repeat(40)}`);
      expect(missing.status).toBe(404);
      expect((await image(`/public/getTokenImage/eip155:1:0x${'9'.repeat(40)}`)).status).toBe(404);
    });

    it('answers 400 naming id for malformed ids, before any lookup', async () => {
      for (const path of [
        '/public/getAssetImage/eip155:1',
        '/public/getAssetImage/%3Csvg%3E',
        '/public/getCurrencyImage/usd',
        '/public/getCurrencyImage/US%24',
        '/public/getTokenImage/eip155:31337:0x12',
        `/public/getTokenImage/${'a'.repeat(600)}`,
        '/public/getTokenImage/%E0%A4%A',
      ]) {
        const res = await image(path);
        expect(res.status, path).toBe(400);
        expect((await res.json()).field, path).toBe('id');
      }
    });
  });
}

describe('drawn icons', () => {
  it('write only letters and digits of a hostile symbol, so no markup reaches the SVG', () => {
    const svg = discSvg({ glyph: '<script>alert(1)</script>', seed: 'x' });
    expect(svg).not.toMatch(/<script|alert\(|on\w+=/i);
    expect(svg).toContain('>SCR</text>');
    expect(discSvg({ glyph: '"/><image href="x', colour: '"red', seed: 'y' })).toMatch(/fill="hsl\(\d+,55%,42%\)"/);
  });

  it('give a configured chain without a built-in icon a disc from its name; unknown ids none', () => {
    expect(networkDisc('eip155-777', new Map([['eip155:777', 'My Chain']]))).toEqual({ glyph: 'My Chain', seed: 'eip155-777' });
    expect(networkDisc('eip155-778', new Map([['eip155:777', 'My Chain']]))).toBeNull();
  });
});
