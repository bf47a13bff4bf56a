// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { compileContracts, loadArtifacts, CONTRACTS } from '../../../dev/contracts/compile.ts';
import { DEMO_COLLECTIONS, NFT_ASSET_PATH, nftAsset, collectionBaseUri } from '../../../dev/contracts/nft-assets.ts';

describe('dev/contracts', () => {
  it('the committed artifacts are what the sources compile to (run `npm run contracts` after editing a .sol)', () => {
    const committed = loadArtifacts();
    const fresh = compileContracts();
    expect(Object.keys(committed.contracts).sort()).toEqual([...CONTRACTS].sort());
    expect(fresh.compiler).toBe(committed.compiler);
    for (const name of CONTRACTS) {
      expect(fresh.contracts[name]!.bytecode, name).toBe(committed.contracts[name]!.bytecode);
      expect(fresh.contracts[name]!.abi, name).toEqual(committed.contracts[name]!.abi);
      expect(committed.contracts[name]!.bytecode).toMatch(/^0x[0-9a-f]{200,}$/);
    }
  }, 120_000); // solc-js takes 2-4 s of CPU; a busy machine stretches that

  it('serves each collection token its metadata and a 64×64 PNG, and nothing else', () => {
    const base = `http://127.0.0.1:5173/${NFT_ASSET_PATH}`;
    expect(collectionBaseUri('http://127.0.0.1:5173/', 'lights')).toBe(`${base}lights/`);
    const json = nftAsset('lights/3.json', base)!;
    expect(json.contentType).toBe('application/json');
    expect(JSON.parse(json.body.toString())).toEqual({
      name: 'Local Lights #3',
      description: DEMO_COLLECTIONS.collection.description,
      image: `${base}lights/3.png`,
      attributes: [{ trait_type: 'Rings', value: 5 }],
    });
    const png = nftAsset('claim/1.png', base)!;
    expect(png.contentType).toBe('image/png');
    expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.body.readUInt32BE(16)).toBe(64);
    expect(png.body.readUInt32BE(20)).toBe(64);
    const idatLength = png.body.readUInt32BE(33);
    expect(inflateSync(png.body.subarray(41, 41 + idatLength))).toHaveLength(64 * (1 + 64 * 3));
    expect(nftAsset('lights/1.png', base)!.body.equals(nftAsset('lights/2.png', base)!.body)).toBe(false);
    for (const path of ['lights/01.json', 'lights/1001.json', 'unknown/1.json', '../lights/1.json', 'lights/1.svg', 'lights/-1.png'])
      expect(nftAsset(path, base), path).toBeNull();
  });
});
