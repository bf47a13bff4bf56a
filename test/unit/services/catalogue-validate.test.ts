/** Catalogue answers are untrusted: hostile entries are dropped whole, good ones kept as they are. */
import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, parseWalletsResponse, validateListing, validateListings, validImageUrl, validLink } from '../../../src/services/catalogue/validate';

const ORIGIN = 'https://site.example';
const good = { id: 'good-wallet', name: 'Good Wallet', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], rdns: 'io.good', image_id: 'img-1' };

describe('validateListing', () => {
  it('keeps a good entry, with only the known fields', () => {
    const listing = validateListing({ ...good, webapp_link: 'https://good.example/app', mobile_link: 'goodwallet://', extra: '<script>' }, ORIGIN);
    expect(listing).toEqual({ ...good, webapp_link: 'https://good.example/app', mobile_link: 'goodwallet://' });
  });

  it.each([
    ['a javascript: mobile link', { mobile_link: 'javascript:alert(1)' }],
    ['a JavaScript: link in capitals with spaces before it', { desktop_link: '  JaVaScRiPt:alert(1)' }],
    ['a data: web app link', { webapp_link: 'data:text/html,<script>alert(1)</script>' }],
    ['a vbscript: link', { mobile_link: 'vbscript:msgbox(1)' }],
    ['an http: link to another origin', { webapp_link: 'http://evil.example/' }],
    ['a link with credentials', { webapp_link: 'https://user:pass@good.example/' }],
    ['a link with a quote in it', { mobile_link: 'good://wc?"onmouseover=alert(1)' }],
    ['an SVG data image', { image_url: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' }],
    ['an SVG data image, not base64', { image_url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an http: image from another origin', { image_url: 'http://evil.example/w.png' }],
    ['a javascript: image', { image_url: 'javascript:alert(1)' }],
    ['a 100 KB name', { name: 'A'.repeat(100_000) }],
    ['a name with a right-to-left override', { name: 'Good \u202eWallet' }],
    ['a name with a control character', { name: 'Good\u0000Wallet' }],
    ['an empty name', { name: '   ' }],
    ['a name that is not text', { name: { toString: (): string => 'Good' } }],
    ['an id with a slash', { id: '../admin' }],
    ['an over-long id', { id: 'x'.repeat(129) }],
    ['a chain that is not CAIP-2', { chains: ['ethereum'] }],
    ['chains that are not a list', { chains: 'eip155:1' }],
    ['an rdns that is not a domain', { rdns: 'not a domain' }],
  ])('drops an entry with %s', (_, change) => {
    expect(validateListing({ ...good, ...change }, ORIGIN)).toBeUndefined();
  });

  it.each([null, 'wallet', 42, [good]])('drops %j, which is not an object', (raw) => {
    expect(validateListing(raw, ORIGIN)).toBeUndefined();
  });

  it('keeps a raster data image, an https image, and a same-origin image and link', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(validateListing({ ...good, image_url: png }, ORIGIN)?.image_url).toBe(png);
    expect(validateListing({ ...good, image_url: 'https://cdn.example/w.png' }, ORIGIN)?.image_url).toBe('https://cdn.example/w.png');
    expect(validateListing({ ...good, image_url: '/img/w.png' }, ORIGIN)?.image_url).toBe('https://site.example/img/w.png');
    expect(validateListing({ ...good, webapp_link: 'http://127.0.0.1:5173/dev/phone-wallet/' }, 'http://127.0.0.1:5173')?.webapp_link).toBe(
      'http://127.0.0.1:5173/dev/phone-wallet/',
    );
  });
});

describe('validImageUrl and validLink', () => {
  it('never lets a script or markup scheme through', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'data:image/svg+xml,<svg/>', 'blob:https://x/1', 'file:///etc/passwd']) {
      expect(validImageUrl(url, ORIGIN)).toBeUndefined();
      expect(validLink(url, ORIGIN)).toBeUndefined();
    }
  });

  it('keeps wallet app schemes as written', () => {
    expect(validLink('metamask://', ORIGIN)).toBe('metamask://');
    expect(validLink('trust://wc', ORIGIN)).toBe('trust://wc');
  });
});

describe('validateListings and parseWalletsResponse', () => {
  it('keeps the good entries in order, once per id, among hostile ones', () => {
    const raw = [
      good,
      { ...good, id: 'evil', mobile_link: 'javascript:alert(1)' },
      { ...good, id: 'second' },
      good,
      'junk',
      { ...good, id: 'third', name: 'N'.repeat(100_000) },
    ];
    expect(validateListings(raw, ORIGIN).map((w) => w.id)).toEqual(['good-wallet', 'second']);
    expect(validateListings({ data: raw }, ORIGIN)).toEqual([]);
  });

  it(`cuts a response at ${MAX_ENTRIES} entries`, () => {
    const raw = Array.from({ length: MAX_ENTRIES + 5 }, (_, i) => ({ ...good, id: `w${i}` }));
    expect(validateListings(raw, ORIGIN)).toHaveLength(MAX_ENTRIES);
  });

  it('checks in two steps when asked: the first valid entries now, the rest once on demand, as a whole check would', () => {
    const raw = [good, { ...good, id: 'bad', mobile_link: 'javascript:x' }, { ...good, id: 'b' }, good, { ...good, id: 'c' }, { ...good, id: 'd' }];
    const page = parseWalletsResponse({ count: 6, data: raw }, ORIGIN, 2)!;
    expect(page.data.map((w) => w.id)).toEqual(['good-wallet', 'b']);
    expect(page.rest!().map((w) => w.id)).toEqual(['c', 'd']);
    expect(page.rest!()).toBe(page.rest!());
    expect([...page.data, ...page.rest!()]).toEqual(validateListings(raw, ORIGIN));
    // Nothing left to check: no rest.
    expect(parseWalletsResponse({ count: 1, data: [good] }, ORIGIN, 2)!.rest).toBeUndefined();
  });

  it('reads { count, data }, never counting fewer than it keeps, and refuses any other shape', () => {
    expect(parseWalletsResponse({ count: 2500, data: [good] }, ORIGIN)).toEqual({ count: 2500, data: [good] });
    expect(parseWalletsResponse({ count: -1, data: [good] }, ORIGIN)).toEqual({ count: 1, data: [good] });
    expect(parseWalletsResponse({ count: '9', data: [good, { ...good, id: 'b' }] }, ORIGIN)!.count).toBe(2);
    for (const body of [null, [], { count: 1 }, { data: 'x' }, 'text']) expect(parseWalletsResponse(body, ORIGIN)).toBeUndefined();
  });
});
