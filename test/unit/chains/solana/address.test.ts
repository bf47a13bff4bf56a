import { describe, expect, it } from 'vitest';
import { getBase58Decoder, isAddress } from '@solana/kit';
import { isSolanaAddress, parseSolanaAddress, shortSolanaAddress } from '../../../../src/chains/solana/address';
import { WalletModalError } from '../../../../src/errors';

/** dev/solana-rpc.ts's demo account (the key from 32 bytes of 0x01). */
const DEMO = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';

function parseError(value: unknown): WalletModalError {
  try {
    parseSolanaAddress(value);
  } catch (error) {
    expect(error).toBeInstanceOf(WalletModalError);
    return error as WalletModalError;
  }
  throw new Error(`${String(value)} was accepted`);
}

describe('Solana addresses (SPEC §5)', () => {
  it.each([
    ['the demo account', DEMO],
    ['the System program: 32 zero bytes are 32 "1"s', '11111111111111111111111111111111'],
    ['the SPL Token program (43 characters)', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['USDC (44 characters)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ])('accepts %s', (_name, address) => {
    expect(isSolanaAddress(address)).toBe(true);
    expect(parseSolanaAddress(address)).toBe(address);
  });

  it('agrees with @solana/kit on random keys of 31, 32 and 33 bytes', () => {
    const base58 = getBase58Decoder();
    for (let round = 0; round < 200; round++) {
      const bytes = crypto.getRandomValues(new Uint8Array(31 + (round % 3)));
      const text = base58.decode(bytes);
      expect(isSolanaAddress(text), text).toBe(isAddress(text));
      expect(isSolanaAddress(text), text).toBe(bytes.length === 32);
    }
  });

  it.each(['0', 'O', 'I', 'l'])('rejects the non-base58 character %s and names it', (char) => {
    const address = `${DEMO.slice(0, 10)}${char}${DEMO.slice(11)}`;
    expect(address).toHaveLength(DEMO.length);
    expect(isSolanaAddress(address)).toBe(false);
    const error = parseError(address);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.shortMessage).toBe('Invalid input');
    expect(error.details).toBe(`"${address}" is not a Solana address: "${char}" is not base58 (which leaves out 0, O, I and l)`);
  });

  it('rejects other characters: spaces, punctuation, a 0x prefix', () => {
    for (const address of [` ${DEMO.slice(1)}`, `${DEMO.slice(0, -1)}!`, `0x${'a'.repeat(40)}`, `${DEMO.slice(0, -2)}é`]) {
      expect(isSolanaAddress(address), address).toBe(false);
    }
    expect(parseError(`0x${'a'.repeat(40)}`).details).toContain(': "0" is not base58'); // x is base58
    expect(parseError(`${DEMO.slice(0, -2)}O_`).details).toContain(': "O", "_" are not base58');
  });

  it.each([
    ['31 characters', '1'.repeat(31), 'it has 31 characters; a Solana address has 32 to 44'],
    ['45 characters', `${DEMO}1`, 'it has 45 characters; a Solana address has 32 to 44'],
    ['an empty string', '', 'it has 0 characters; a Solana address has 32 to 44'],
  ])('rejects %s', (_name, address, problem) => {
    expect(isSolanaAddress(address)).toBe(false);
    expect(parseError(address).details).toBe(`${JSON.stringify(address)} is not a Solana address: ${problem}`);
  });

  it.each([
    ['32 "2"s, only 23 bytes', '2'.repeat(32), 'it decodes to 23 bytes, not 32'],
    ['44 "z"s, 33 bytes', 'z'.repeat(44), 'it decodes to 33 bytes, not 32'],
  ])('rejects the right length that decodes to the wrong size: %s', (_name, address, problem) => {
    expect(isSolanaAddress(address)).toBe(false);
    expect(parseError(address).details).toContain(problem);
  });

  it.each([undefined, null, 42, 42n, {}, [DEMO], { toString: () => DEMO }, Symbol('address')])('rejects the non-string %s', (value) => {
    expect(isSolanaAddress(value)).toBe(false);
    expect(parseError(value).details).toBe(`The value is not a Solana address: expected a string, got ${value === null ? 'null' : typeof value}`);
  });

  it('refuses a huge string at once and quotes only its start', () => {
    const huge = 'A'.repeat(1_000_000);
    const started = performance.now();
    expect(isSolanaAddress(huge)).toBe(false);
    const error = parseError(huge);
    expect(performance.now() - started).toBeLessThan(100);
    expect(error.details).toBe(`"${'A'.repeat(60)}…" is not a Solana address: it has 1000000 characters; a Solana address has 32 to 44`);
  });

  it('shortens for display to the first and last 4 characters', () => {
    expect(shortSolanaAddress(DEMO)).toBe('AKnL…RSZ9');
    expect(shortSolanaAddress('short')).toBe('short');
  });
});
