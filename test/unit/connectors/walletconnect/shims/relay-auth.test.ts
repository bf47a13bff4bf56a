// @vitest-environment node
// Our relay-auth stand-in against the real @walletconnect/relay-auth 1.1.0 (still installed, as the SDK's
// dependency): Ed25519 signatures are deterministic, so the same seed and claims give the same token byte for byte.
import * as real from '@walletconnect/relay-auth';
import { describe, expect, it } from 'vitest';
import * as ours from '../../../../../src/connectors/walletconnect/shims/relay-auth';

const seedOf = (n: number) => Uint8Array.from({ length: 32 }, (_, i) => (i * 31 + n * 7) & 255);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('relay-auth stand-in (the relay socket auth token)', () => {
  it('derives the same key pair and did:key issuer from a seed', () => {
    for (const n of [1, 2, 3]) {
      const seed = seedOf(n);
      const mine = ours.generateKeyPair(seed);
      const theirs = real.generateKeyPair(seed);
      expect(hex(mine.publicKey)).toBe(hex(theirs.publicKey));
      expect(hex(mine.secretKey)).toBe(hex(theirs.secretKey));
      expect(ours.encodeIss(mine.publicKey)).toBe(real.encodeIss(theirs.publicKey));
      expect(ours.encodeIss(mine.publicKey)).toMatch(/^did:key:z6Mk/);
    }
  });

  it('signs the same JWT, which the real package verifies', async () => {
    const seed = seedOf(9);
    const jwt = await ours.signJWT('a1b2c3', 'wss://relay.example', 86_400, ours.generateKeyPair(seed), 1_700_000_000);
    expect(jwt).toBe(await real.signJWT('a1b2c3', 'wss://relay.example', 86_400, real.generateKeyPair(seed), 1_700_000_000));
    await expect(real.verifyJWT(jwt)).resolves.toBe(true);
  });

  it('decodes a JWT as the real package does', async () => {
    const jwt = await real.signJWT('sub', 'aud', 60, real.generateKeyPair(seedOf(4)), 1_000);
    const mine = ours.decodeJWT(jwt);
    const theirs = real.decodeJWT(jwt);
    expect(mine.header).toEqual(theirs.header);
    expect(mine.payload).toEqual(theirs.payload);
    expect(hex(mine.signature)).toBe(hex(theirs.signature));
    expect(hex(mine.data)).toBe(hex(theirs.data));
  });

  it('makes a random key pair when no seed is given', () => {
    const a = ours.generateKeyPair();
    const b = ours.generateKeyPair();
    expect(a.publicKey).toHaveLength(32);
    expect(hex(a.publicKey)).not.toBe(hex(b.publicKey));
    expect(hex(real.generateKeyPair(a.secretKey.slice(0, 32)).publicKey)).toBe(hex(a.publicKey));
  });
});
