/**
 * The catalogue service over HTTP on 127.0.0.1 with a generated list longer than a response may be: it serves
 * every entry (checked once at start), while the element still cuts a response at MAX_ENTRIES.
 */
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWallets, startCatalogueServer, type CatalogueServer } from '../../../server/catalogue';
import { MAX_ENTRIES, parseWalletsResponse } from '../../../src/services/catalogue/validate';

const TOTAL = 2000;
let service: CatalogueServer;

beforeAll(async () => {
  service = await startCatalogueServer({ wallets: generateWallets(TOTAL), log: () => {} });
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

  it('serves each wallet a 64×64 PNG of its own, the same for the same id, and 404 for an unknown image', async () => {
    const image = async (id: string) => {
      const res = await fetch(new URL(`/getWalletImage/${id}`, service.url));
      return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const [first, again, other] = [await image('generated-00001'), await image('generated-00001'), await image('generated-00002')];
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/png');
    expect(first.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Walk the chunks: each CRC holds, IHDR says 64×64 RGB, and IDAT inflates to 64 rows of a filter byte and 64 pixels.
    const chunks = new Map<string, Buffer>();
    for (let at = 8; at < first.bytes.length; ) {
      const length = first.bytes.readUInt32BE(at);
      const typeAndData = first.bytes.subarray(at + 4, at + 8 + length);
      expect(first.bytes.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
      chunks.set(typeAndData.subarray(0, 4).toString('ascii'), typeAndData.subarray(4));
      at += 12 + length;
    }
    expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([chunks.get('IHDR')!.readUInt32BE(0), chunks.get('IHDR')!.readUInt32BE(4), chunks.get('IHDR')![8], chunks.get('IHDR')![9]]).toEqual([64, 64, 8, 2]);
    expect(inflateSync(chunks.get('IDAT')!)).toHaveLength(64 * (1 + 64 * 3));
    expect(again.bytes).toEqual(first.bytes);
    expect(other.bytes).not.toEqual(first.bytes);
    expect((await image('no-such-wallet')).status).toBe(404);
    // A malformed escape in the id: a 400 with the JSON error, and the service still serves images.
    for (const bad of ['%E0%A4%A', '%ZZ', '%']) {
      const res = await fetch(new URL(`/getWalletImage/${bad}`, service.url));
      expect({ status: res.status, body: await res.json() }, bad).toEqual({ status: 400, body: { message: 'The image id is not a valid URL segment' } });
    }
    expect((await image('generated-00001')).status).toBe(200);
  });
});
