// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainText, MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH } from '../../../../../server/data/chain/sanitize';
import { decodeText } from '../../../../../server/data/chain/evm-metadata';
import { AbiCoder } from 'ethers';

describe('plainText', () => {
  it('keeps markup as the characters it is', () => {
    expect(plainText('<script>alert("x")</script> & co', 64)).toBe('<script>alert("x")</script> & co');
  });

  it('removes bidi overrides, isolates, marks and zero-width characters; turns controls into spaces', () => {
    expect(plainText('\u202Eevil\u202C\u2066x\u2069\u200B\u200C\u200D\u2060\uFEFF\u200E\u200F\u061C', 64)).toBe('evilx');
    expect(plainText('Demo\nToken\t\u0000\u0085 X', 64)).toBe('Demo Token X');
    expect(plainText('   padded   ', 64)).toBe('padded');
  });

  it('cuts to a bound in characters, never inside a surrogate pair', () => {
    expect(MAX_TOKEN_NAME_LENGTH).toBe(128);
    expect(MAX_TOKEN_SYMBOL_LENGTH).toBe(64);
    expect(plainText('a'.repeat(100_000), 128)).toHaveLength(128);
    const emoji = plainText('😀'.repeat(200), 64);
    expect(Array.from(emoji)).toHaveLength(64);
    expect(emoji).toBe('😀'.repeat(64));
    expect(plainText('é'.normalize('NFD'), 8)).toBe('é'); // composed: one character
  });
});

describe('decodeText (ERC-20 name/symbol return data)', () => {
  const coder = AbiCoder.defaultAbiCoder();
  it('decodes a string, a bytes32 and invalid UTF-8; null for nothing', () => {
    expect(decodeText(coder.encode(['string'], ['Maker']))).toBe('Maker');
    expect(decodeText(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
    expect(decodeText(coder.encode(['bytes'], ['0xff41']))).toBe('\uFFFDA');
    expect(decodeText('0x')).toBeNull();
    expect(decodeText(null)).toBeNull();
    expect(decodeText('0x1234')).toBeNull();
    expect(decodeText(`0x${'0'.repeat(62)}40${'0'.repeat(64)}`)).toBeNull(); // an offset past the end
    expect(decodeText(`0x${'0'.repeat(62)}20${'f'.repeat(64)}`)).toBeNull(); // a length past the end
  });

  it('reads no further than its bound into a huge reply', () => {
    const word = (n: number) => n.toString(16).padStart(64, '0');
    const huge = `0x${word(32)}${word(600_000)}${'78'.repeat(600_000)}`; // 'x' × 600,000 as an ABI string
    expect(decodeText(huge)).toHaveLength(256 * 1024);
  });
});
