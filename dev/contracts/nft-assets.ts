// The demo collections' metadata and images, served by the stack under NFT_ASSET_PATH. A collection's base URI
// (a constructor argument of DemoCollection.sol) points here, so tokenURI(id) names `${base}${id}.json`, whose
// `image` names `${base}${id}.png`: a 64×64 PNG drawn from the collection and the token id.
import { crc32, deflateSync } from 'node:zlib';

/** Where the stack's page server answers for NFT assets: `/${NFT_ASSET_PATH}<slug>/<id>.json|png`. */
export const NFT_ASSET_PATH = 'dev/nft/';

/** The two demo collections: one the demo shows, one its data service's configuration flags as spam. */
export const DEMO_COLLECTIONS = {
  collection: { slug: 'lights', name: 'Local Lights', symbol: 'LIGHT', hue: 200, description: 'A demo collection on the local stack.' },
  spamCollection: {
    slug: 'claim',
    name: 'Claim Your Airdrop',
    symbol: 'CLAIM',
    hue: 0,
    description: 'Unsolicited tokens: the demo flags this collection as spam.',
  },
};

const SIZE = 64;
/** Token ids past this have no asset: the demo mints a handful. */
const MAX_TOKEN_ID = 1000;

/** The base URI a collection is deployed with. `pageUrl`: the stack's page, ending in `/`. */
export const collectionBaseUri = (pageUrl: string, slug: string): string => `${new URL(`${NFT_ASSET_PATH}${slug}/`, pageUrl)}`;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Concentric rings whose count and shade follow the token id, on the collection's hue (0-359). */
function nftImagePng(hue: number, tokenId: number): Buffer {
  const rings = 2 + (tokenId % 5);
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const start = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      const distance = Math.hypot(x - SIZE / 2 + 0.5, y - SIZE / 2 + 0.5) / (SIZE / 2);
      const ring = Math.floor(distance * rings);
      const light = ring % 2 === 0 ? 0.35 + ((tokenId * 37) % 20) / 100 : 0.8;
      rows.set(hslToRgb((hue + ring * 12) % 360, 0.6, distance > 1 ? 0.15 : light), start + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

type NftAssetFile = { contentType: string; body: Buffer };

/**
 * The asset at `path` (below NFT_ASSET_PATH, e.g. `lights/2.json`), or null when there is none.
 * `baseUrl`: the URL NFT_ASSET_PATH is served at, ending in `/`.
 */
export function nftAsset(path: string, baseUrl: string): NftAssetFile | null {
  const match = /^([a-z]+)\/(\d{1,4})\.(json|png)$/.exec(path);
  if (!match) return null;
  const [, slug, digits = '', extension] = match;
  const tokenId = Number(digits);
  const collection = Object.values(DEMO_COLLECTIONS).find((c) => c.slug === slug);
  if (!collection || tokenId > MAX_TOKEN_ID || String(tokenId) !== digits) return null;
  if (extension === 'png') return { contentType: 'image/png', body: nftImagePng(collection.hue, tokenId) };
  const metadata = {
    name: `${collection.name} #${tokenId}`,
    description: collection.description,
    image: `${new URL(`${slug}/${tokenId}.png`, baseUrl)}`,
    attributes: [{ trait_type: 'Rings', value: 2 + (tokenId % 5) }],
  };
  return { contentType: 'application/json', body: Buffer.from(JSON.stringify(metadata)) };
}
