// Send's checks (issue 11 point 2, SPEC §5): amounts in base units, receivers per namespace, the EIP-55 case rule,
// what each kind of send needs, 'Insufficient gas', and the address-poisoning look-alike.
import { describe, expect, it } from 'vitest';
import { getAddress } from 'ethers';
import { parseAmount as parseTokenAmount, toDecimalText, MAX_AMOUNT_LENGTH } from '../../../../src/validate/amount';
import { hasChecksum, readReceiver } from '../../../../src/chains/send/receiver';
import { hasSendRequirements, isGasInsufficient } from '../../../../src/chains/send/checks';
import { findLookalike } from '../../../../src/chains/send/lookalike';
import { transferCall } from '../../../../src/chains/eip155/transfer';
import { isSolanaAddress } from '../../../../src/chains/solana/address';
import en from '../../../../src/i18n/locales/en.json';
import * as MESSAGES from '../../../../src/messages';
import { fill } from '../../../../src/messages/fill';

const SOLANA = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';

describe('amounts', () => {
  it('reads decimal text into base units exactly', () => {
    expect(parseTokenAmount('1.5', 18)).toEqual({ value: 1_500_000_000_000_000_000n });
    expect(parseTokenAmount('0.000001', 6)).toEqual({ value: 1n });
    expect(parseTokenAmount('.5', 6)).toEqual({ value: 500_000n });
    expect(parseTokenAmount('3.', 6)).toEqual({ value: 3_000_000n });
    expect(parseTokenAmount(' 12 ', 0)).toEqual({ value: 12n });
    // Beyond 2^53: no float ever holds it.
    expect(parseTokenAmount('123456789012345678901234567890', 18)).toEqual({ value: 123456789012345678901234567890n * 10n ** 18n });
    // Trailing zeros beyond the decimals are no extra precision.
    expect(parseTokenAmount('1.500000000', 6)).toEqual({ value: 1_500_000n });
  });

  it('says what is wrong instead of rounding or guessing', () => {
    expect(parseTokenAmount('', 6)).toEqual({ problem: 'empty' });
    expect(parseTokenAmount('0', 6)).toEqual({ problem: 'zero' });
    expect(parseTokenAmount('0.0000001', 6)).toEqual({ problem: 'decimals' });
    for (const bad of ['.', '-1', '1,5', '1e18', '0x10', '1.2.3', 'abc', '1 000', 'Infinity', '1'.repeat(MAX_AMOUNT_LENGTH + 1)]) {
      expect(parseTokenAmount(bad, 18), bad).toEqual({ problem: 'format' });
    }
  });

  it('writes base units back as plain decimal text', () => {
    expect(toDecimalText(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(toDecimalText(1n, 6)).toBe('0.000001');
    expect(toDecimalText(12_000_000n, 6)).toBe('12');
    expect(toDecimalText(0n, 9)).toBe('0');
    expect(toDecimalText(-5n, 2)).toBe('-0.05');
    for (const value of [1n, 999_999n, 10n ** 30n + 7n]) expect(parseTokenAmount(toDecimalText(value, 18), 18)).toEqual({ value });
  });
});

describe('receivers (SPEC §5)', () => {
  it('EVM: 40 hex characters with an optional 0x; a dotted name is a name to resolve; anything else is invalid', () => {
    const hex = 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    expect(readReceiver('eip155', `0x${hex}`)).toEqual({ kind: 'address', address: `0x${hex}` });
    expect(readReceiver('eip155', hex)).toEqual({ kind: 'address', address: `0x${hex}` });
    expect(readReceiver('eip155', ` 0x${hex} `)).toEqual({ kind: 'address', address: `0x${hex}` });
    expect(readReceiver('eip155', 'Alice.Wallet-Modal.local')).toEqual({ kind: 'name', name: 'alice.wallet-modal.local' });
    expect(readReceiver('eip155', '')).toEqual({ kind: 'empty' });
    for (const bad of [`0x${hex}0`, `0x${hex.slice(1)}`, `0x${hex.slice(1)}g`, 'alice', 'al ice.local', `${'a'.repeat(64)}.local`, 'a.'.repeat(200)]) {
      expect(readReceiver('eip155', bad), bad).toEqual({ kind: 'invalid' });
    }
  });

  it('Solana: base58, 32 to 44 characters, exactly 32 bytes; names are not taken', () => {
    // Without the Solana check at hand (an EVM page), nothing passes as a Solana address.
    expect(readReceiver('solana', SOLANA)).toEqual({ kind: 'invalid' });
    expect(readReceiver('solana', SOLANA, isSolanaAddress)).toEqual({ kind: 'address', address: SOLANA });
    expect(readReceiver('solana', '1'.repeat(32), isSolanaAddress)).toEqual({ kind: 'address', address: '1'.repeat(32) });
    // 32 '2's decode to fewer than 32 bytes; 44 'z's to 33; 0, O, I and l are not base58; a hex address is not Solana's.
    for (const bad of [
      '2'.repeat(32),
      'z'.repeat(44),
      `${SOLANA.slice(0, -1)}0`,
      SOLANA.slice(0, 31),
      `${SOLANA}1`,
      'alice.wallet-modal.local',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    ]) {
      expect(readReceiver('solana', bad, isSolanaAddress), bad).toEqual({ kind: 'invalid' });
    }
  });

  it('a very long hostile string is refused at once (lengths are bounded before base58 decoding)', () => {
    const started = performance.now();
    expect(readReceiver('solana', '2'.repeat(1_000_000), isSolanaAddress)).toEqual({ kind: 'invalid' });
    expect(readReceiver('eip155', 'a'.repeat(1_000_000))).toEqual({ kind: 'invalid' });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('EIP-55: only mixed case carries a checksum, and getAddress gives the right one', () => {
    const checksummed = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(hasChecksum(checksummed)).toBe(true);
    expect(hasChecksum(checksummed.toLowerCase())).toBe(false);
    expect(hasChecksum(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(false);
    const broken = checksummed.replace('F', 'f');
    expect(hasChecksum(broken)).toBe(true);
    expect(getAddress(broken.toLowerCase())).not.toBe(broken);
  });
});

describe('what a send needs (SPEC §5)', () => {
  it('native: receiver, amount, gas price and decimals', () => {
    const full = { receiver: '0xabc', amount: 1n, gasPrice: 1n, decimals: 18 };
    expect(hasSendRequirements(full)).toBe(true);
    for (const key of ['receiver', 'amount', 'gasPrice', 'decimals'] as const) {
      expect(hasSendRequirements({ ...full, [key]: undefined }), key).toBe(false);
    }
    expect(hasSendRequirements({ ...full, amount: 0n })).toBe(false);
  });

  it('token: token address, amount and receiver (no gas price needed here)', () => {
    expect(hasSendRequirements({ tokenAddress: '0xdef', amount: 5n, receiver: '0xabc' })).toBe(true);
    expect(hasSendRequirements({ tokenAddress: '', amount: 5n, receiver: '0xabc' })).toBe(false);
    expect(hasSendRequirements({ tokenAddress: '0xdef', receiver: '0xabc' })).toBe(false);
    expect(hasSendRequirements({ tokenAddress: '0xdef', amount: 5n })).toBe(false);
  });

  it("'Insufficient gas': a zero native balance or a fee above it, never for smart accounts", () => {
    expect(isGasInsufficient(0n, 0n, false)).toBe(true);
    expect(isGasInsufficient(10n, 11n, false)).toBe(true);
    expect(isGasInsufficient(10n, 10n, false)).toBe(false);
    expect(isGasInsufficient(0n, 11n, true)).toBe(false);
    expect(MESSAGES.insufficientGas).toBe('Insufficient gas');
    expect(MESSAGES.sendInvalidAmountAndReceiver).toBe('Please enter a valid amount and receiver address');
  });
});

describe('address poisoning', () => {
  const known = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', SOLANA];

  it('flags a receiver sharing the first 4 and last 4 characters (after 0x, in any case) but differing between', () => {
    const lookalike = `0x7099${'1'.repeat(32)}79c8`;
    expect(findLookalike('eip155', lookalike, known)).toBe(known[0]);
    expect(findLookalike('eip155', lookalike.toUpperCase().replace('0X', '0x'), known)).toBe(known[0]);
    const solanaLookalike = `${SOLANA.slice(0, 4)}${'1'.repeat(SOLANA.length - 8)}${SOLANA.slice(-4)}`;
    expect(findLookalike('solana', solanaLookalike, known)).toBe(SOLANA);
  });

  it('does not flag the address itself, other edges, or a Solana address differing only in case at the edges', () => {
    expect(findLookalike('eip155', known[0]!.toLowerCase(), known)).toBeUndefined();
    expect(findLookalike('eip155', `0x7098${'1'.repeat(32)}79c8`, known)).toBeUndefined();
    expect(findLookalike('eip155', `0x7099${'1'.repeat(32)}79c9`, known)).toBeUndefined();
    expect(findLookalike('solana', SOLANA, known)).toBeUndefined();
    expect(findLookalike('solana', `${SOLANA.slice(0, 3).toLowerCase()}${SOLANA.slice(3, -4)}1${SOLANA.slice(-3)}`, known)).toBeUndefined();
    expect(findLookalike('eip155', '0x1234', ['0x1234'])).toBeUndefined();
  });
});

describe('the ERC-20 call', () => {
  it('is transfer(address,uint256) to the token, with no value; native is a value to the receiver', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(transferCall(to, 12_500_000n, token)).toEqual({
      to: token,
      data: `0xa9059cbb${'0'.repeat(24)}${to.slice(2).toLowerCase()}${12_500_000n.toString(16).padStart(64, '0')}`,
    });
    expect(transferCall(to, 10n ** 18n)).toEqual({ to, value: '0xde0b6b3a7640000' });
    expect(() => transferCall(to, -1n)).toThrow();
    expect(() => transferCall(to, 2n ** 256n, token)).toThrow();
  });

  it('every Send message is an msg.* key of the English catalogue, so that each language shows it (localizeMessage)', () => {
    const english = new Set(
      Object.entries(en)
        .filter(([key]) => key.startsWith('msg.'))
        .map(([, text]) => text),
    );
    expect(
      Object.entries(MESSAGES)
        .filter(([name]) => name.startsWith('send') || name === 'insufficientGas')
        .map(([, text]) => text)
        .filter((text) => !english.has(text)),
    ).toEqual([]);
  });

  it('fills message placeholders and leaves unknown ones', () => {
    expect(fill(MESSAGES.sendInsufficientBalance, { symbol: 'DUSD' })).toBe('Not enough DUSD for this amount');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
