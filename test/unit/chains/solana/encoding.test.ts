import { describe, expect, it } from 'vitest';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64 } from '../../../../src/chains/solana/encoding';

describe('Solana byte strings', () => {
  it('base64: padded only, no whitespace or stray characters, within the bound', () => {
    expect(Array.from(base64ToBytes('AQI=', 10)!)).toEqual([1, 2]);
    expect(Array.from(base64ToBytes('AQID', 10)!)).toEqual([1, 2, 3]);
    for (const bad of ['AQI', 'AQ I=', 'AQI=\n', 'AQ==AQ==', 'AQ*=', '====', '', 'A', 42, null]) {
      expect(base64ToBytes(bad, 10), String(bad)).toBeUndefined();
    }
    expect(base64ToBytes('AQIDBA==', 3)).toBeUndefined(); // 4 bytes, refused by length
    expect(base64ToBytes('AQIDBAU=', 4)).toBeUndefined(); // 5 bytes in the 8 characters 4 bytes may take
    expect(base64ToBytes('AQIDBA==', 4)).toHaveLength(4);
    expect(base64ToBytes('A'.repeat(4_000_000), 1232)).toBeUndefined();
  });

  it('base64 and base58 round-trip every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(Array.from(base64ToBytes(bytesToBase64(bytes), 256)!)).toEqual(Array.from(bytes));
    const withZeros = Uint8Array.from([0, 0, ...bytes.subarray(0, 40)]);
    expect(Array.from(base58ToBytes(bytesToBase58(withZeros), 100)!)).toEqual(Array.from(withZeros));
  });

  it('base58: refuses the characters it leaves out and strings past the bound', () => {
    for (const bad of ['0', 'O', 'I', 'l', '+', '', 'abc', 7]) expect(base58ToBytes(bad, 2), String(bad)).toBeUndefined();
    expect(Array.from(base58ToBytes('2', 2)!)).toEqual([1]);
  });
});
