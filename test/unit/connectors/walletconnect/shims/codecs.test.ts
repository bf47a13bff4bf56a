// @vitest-environment node
// The codec stand-ins against the real packages they replace (uint8arrays 3.x, bs58), for the encodings the
// WalletConnect SDK uses; and the Algorand / Polkadot helpers, which must fail loudly if ever called.
import realBs58 from 'bs58';
import * as real from 'uint8arrays';
import { describe, expect, it } from 'vitest';
import bs58 from '../../../../../src/connectors/walletconnect/shims/bs58';
import * as ours from '../../../../../src/connectors/walletconnect/shims/uint8arrays';
import { base32, blake2b, decode, encode } from '../../../../../src/connectors/walletconnect/shims/unsupported-chains';

const samples = [
  new Uint8Array(0),
  Uint8Array.from([0]),
  Uint8Array.from([1]),
  Uint8Array.from([2]),
  Uint8Array.from([0, 0, 7, 255]),
  Uint8Array.from({ length: 33 }, (_, i) => (i * 41 + 3) & 255),
  Uint8Array.from({ length: 100 }, (_, i) => (i * 97) & 255),
];
const ENCODINGS = ['base10', 'base16', 'hex', 'base64pad', 'base64url', 'utf8'] as const;

describe('uint8arrays stand-in', () => {
  it('encodes and decodes as uint8arrays does', () => {
    for (const encoding of ENCODINGS) {
      for (const bytes of encoding === 'utf8' ? [new TextEncoder().encode('wc@2 pairing ✓')] : samples) {
        const text = real.toString(bytes, encoding);
        expect(ours.toString(bytes, encoding), `${encoding} ${bytes.join()}`).toBe(text);
        expect([...ours.fromString(text, encoding)], `${encoding} ${text}`).toEqual([...real.fromString(text, encoding)]);
      }
    }
  });

  it('defaults to utf8, concatenates, and refuses an encoding the SDK never uses', () => {
    expect(ours.toString(ours.fromString('héllo'))).toBe('héllo');
    expect([...ours.concat([Uint8Array.from([1, 2]), Uint8Array.from([3])])]).toEqual([...real.concat([Uint8Array.from([1, 2]), Uint8Array.from([3])])]);
    expect(() => ours.toString(Uint8Array.from([1]), 'base58btc')).toThrow('Unsupported encoding "base58btc"');
    expect(() => ours.fromString('zz', 'base16')).toThrow();
  });
});

describe('bs58 stand-in', () => {
  it('round-trips as bs58 does, leading zeros included', () => {
    for (const bytes of samples) {
      const text = realBs58.encode(bytes);
      expect(bs58.encode(bytes)).toBe(text);
      expect([...bs58.decode(text)]).toEqual([...realBs58.decode(text)]);
    }
    expect(() => bs58.decode('0OIl')).toThrow('Non-base58');
  });
});

describe('Algorand and Polkadot helpers', () => {
  it('throw, naming what is missing', () => {
    expect(() => decode(new Uint8Array(1))).toThrow(/Algorand/);
    expect(() => encode({})).toThrow(/Algorand/);
    expect(() => base32.encode(new Uint8Array(1))).toThrow(/Algorand/);
    expect(() => blake2b(new Uint8Array(1))).toThrow(/Polkadot/);
  });
});
