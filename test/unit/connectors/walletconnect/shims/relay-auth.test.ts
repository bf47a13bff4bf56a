// @vitest-environment node
// Our relay-auth stand-in against the real @walletconnect/relay-auth 1.1.0 (still installed, as the SDK's
// dependency): Ed25519 signatures are deterministic, so the same seed and claims give the same token byte for byte,
// whether WebCrypto signs (Node 20, current browsers) or noble's curve does (a browser without WebCrypto Ed25519).
import * as real from '@walletconnect/relay-auth';
import { describe, expect, it } from 'vitest';
import { chooseEd25519, webCryptoEd25519 } from '../../../../../src/connectors/walletconnect/shims/ed25519';
import * as nobleEd25519 from '../../../../../src/connectors/walletconnect/shims/ed25519-noble';
import * as ours from '../../../../../src/connectors/walletconnect/shims/relay-auth';

const seedOf = (n: number) => Uint8Array.from({ length: 32 }, (_, i) => (i * 31 + n * 7) & 255);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * A SubtleCrypto as in a browser before WebCrypto had Ed25519 (Chromium before 137): every Ed25519 import is
 * NotSupportedError. Deliberately a stand-in: no such browser runs here, and everything else is the real subtle.
 */
function subtleWithoutEd25519(): SubtleCrypto {
  const subtle = globalThis.crypto.subtle;
  return new Proxy(subtle, {
    get(target, key) {
      if (key === 'importKey') return () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('relay-auth stand-in (the relay socket auth token)', () => {
  it('derives the same public key and did:key issuer from a seed', async () => {
    for (const n of [1, 2, 3]) {
      const seed = seedOf(n);
      const mine = ours.generateKeyPair(seed);
      const theirs = real.generateKeyPair(seed);
      expect(hex(await mine.publicKey)).toBe(hex(theirs.publicKey));
      expect(await ours.encodeIss(mine.publicKey)).toBe(real.encodeIss(theirs.publicKey));
      expect(await ours.encodeIss(mine.publicKey)).toMatch(/^did:key:z6Mk/);
    }
  });

  it('signs the same JWT, which the real package verifies', async () => {
    const seed = seedOf(9);
    const jwt = await ours.signJWT('a1b2c3', 'wss://relay.example', 86_400, ours.generateKeyPair(seed), 1_700_000_000);
    expect(jwt).toBe(await real.signJWT('a1b2c3', 'wss://relay.example', 86_400, real.generateKeyPair(seed), 1_700_000_000));
    await expect(real.verifyJWT(jwt)).resolves.toBe(true);
  });

  it("answers core's getClientId shape: encodeIss of the pair's key, returned from an async function", async () => {
    // @walletconnect/core 2.21.8 Crypto.getClientId: `async () => { …; const n = generateKeyPair(seed); return encodeIss(n.publicKey) }`.
    const getClientId = async (seed: Uint8Array) => ours.encodeIss(ours.generateKeyPair(seed).publicKey);
    expect(await getClientId(seedOf(5))).toBe(real.encodeIss(real.generateKeyPair(seedOf(5)).publicKey));
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

  it('makes a random key pair when no seed is given', async () => {
    const a = ours.generateKeyPair();
    const b = ours.generateKeyPair();
    expect(a.seed).toHaveLength(32);
    expect(await a.publicKey).toHaveLength(32);
    expect(hex(await a.publicKey)).not.toBe(hex(await b.publicKey));
    expect(hex(real.generateKeyPair(a.seed).publicKey)).toBe(hex(await a.publicKey));
  });
});

describe('Ed25519 for the relay token', () => {
  const message = new TextEncoder().encode('header.payload');

  it("uses WebCrypto's where the platform has it, with the same keys and signatures as noble's", async () => {
    const chosen = await chooseEd25519(globalThis.crypto.subtle);
    const webCrypto = webCryptoEd25519(globalThis.crypto.subtle);
    const seed = seedOf(7);
    expect(hex(await chosen.publicKey(seed))).toBe(hex(await webCrypto.publicKey(seed)));
    expect(hex(await chosen.sign(message, seed))).toBe(hex(await webCrypto.sign(message, seed)));
    expect(chosen.sign).not.toBe(nobleEd25519.sign);
    expect(hex(await webCrypto.publicKey(seed))).toBe(hex(await nobleEd25519.publicKey(seed)));
    expect(hex(await webCrypto.sign(message, seed))).toBe(hex(await nobleEd25519.sign(message, seed)));
  });

  it("falls back to noble's where WebCrypto lacks Ed25519, or there is no WebCrypto", async () => {
    expect((await chooseEd25519(subtleWithoutEd25519())).sign).toBe(nobleEd25519.sign);
    expect((await chooseEd25519(undefined)).sign).toBe(nobleEd25519.sign);
    const seed = seedOf(8);
    const realPair = real.generateKeyPair(seed);
    expect(hex(await nobleEd25519.publicKey(seed))).toBe(hex(realPair.publicKey));
  });
});
