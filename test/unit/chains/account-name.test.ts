import { describe, expect, it } from 'vitest';
import { accountNameProblem, isRegisteredName, isValidAccountName } from '../../../src/chains/account-name';
import { coinTypeOfChainId } from '../../../src/chains/eip155/coin-type';

describe('account name rule (SPEC §5)', () => {
  it('is letters, digits and hyphens, at least 4 characters', () => {
    expect(['abcd', 'Alice', 'a-b-c', '1234', 'x'.repeat(63)].every(isValidAccountName)).toBe(true);
    expect(accountNameProblem('')).toBe('empty');
    expect(accountNameProblem('abc')).toBe('too-short');
    expect(accountNameProblem('x'.repeat(64))).toBe('too-long');
    for (const bad of ['ab cd', 'ab_cd', 'ab.cd', 'abcé', 'ab\u202ecd', '<abc>', '\u212Aate', '-abcd', 'abcd-', 'xn--abcd', 'XN--abcd'])
      expect(accountNameProblem(bad), bad).toBe('characters');
  });

  it('knows a registered name (label and suffix, lower case) from anything else', () => {
    expect(isRegisteredName('alice.wallet-modal.local')).toBe(true);
    expect(isRegisteredName('Alice.wallet-modal.local')).toBe(false);
    expect(isRegisteredName('<img>.local')).toBe(false);
    expect(isRegisteredName(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`)).toBe(false);
    expect(isRegisteredName(42)).toBe(false);
  });
});

describe('ENSIP-11 coin types', () => {
  it('is 60 on Ethereum and 0x80000000 | chainId elsewhere, below 2^31 only', () => {
    expect(coinTypeOfChainId(1)).toBe(60);
    expect(coinTypeOfChainId(8453)).toBe(0x80002105);
    expect(coinTypeOfChainId(2 ** 31 - 1)).toBe(0xffffffff);
    expect(() => coinTypeOfChainId(2 ** 31)).toThrow(/below 2\^31/);
    expect(() => coinTypeOfChainId(0)).toThrow();
  });
});
