/**
 * The catalogue service over HTTP on 127.0.0.1 with a generated list longer than a response may be: it serves
 * every entry (checked once at start), while the element still cuts a response at MAX_ENTRIES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWallets, startCatalogueServer, type CatalogueServer } from '../../../server/catalogue';
import { MAX_ENTRIES, parseWalletsResponse } from '../../../src/services/catalogue/validate';

const TOTAL = 2000;
let service: CatalogueServer;

beforeAll(async () => {
  service = await startCatalogueServer({ wallets: generateWallets(TOTAL) });
});
afterAll(() => service?.stop());

const getWallets = async (params: Record<string, string | number>) => {
  const url = new URL('/getWallets', service.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (await res.json()) as { count: number; data: { id: string }[] };
};

describe('the catalogue service with 2,000 wallets', () => {
  it('counts and pages every entry, past the first 1,000', async () => {
    const first = await getWallets({ page: 1, entries: 40 });
    expect(first.count).toBe(TOTAL);
    const last = await getWallets({ page: TOTAL / 40, entries: 40 });
    expect(last.data).toHaveLength(40);
    expect(last.data.at(-1)!.id).toBe(generateWallets(TOTAL).at(-1)!.id);
    expect(await getWallets({ page: TOTAL / 40 + 1, entries: 40 })).toMatchObject({ count: TOTAL, data: [] });
  });

  it('a response the element receives is still cut at MAX_ENTRIES', () => {
    const body = { count: TOTAL, data: generateWallets(TOTAL) };
    const parsed = parseWalletsResponse(body, 'http://127.0.0.1');
    expect(parsed!.data).toHaveLength(MAX_ENTRIES);
    expect(parsed!.count).toBe(TOTAL);
  });
});
