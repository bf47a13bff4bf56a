/**
 * The frame's keys (issue 21 point 5): one EVM key and one Solana key per user from @noble/curves, split 2 of 3 with
 * shamir-secret-sharing. Any two shares rebuild them; one share alone, or a share with a stranger's, does not.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { combine } from 'shamir-secret-sharing';
import { computeAddress, getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { base58ToBytes } from '../../../src/chains/solana/encoding';
import { rebuildKeys, splitKeys } from '../../../frame/keys/custody';
import { generateWalletKeys, keysFromSecret, secretOf, wipeKeys } from '../../../frame/keys/wallet-keys';

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const contains = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).includes(Buffer.from(needle));

describe('wallet keys', () => {
  it('makes a secp256k1 key with its EIP-55 address and an ed25519 key with its base58 address, new each time', () => {
    const keys = generateWalletKeys();
    expect(keys.evm).toHaveLength(32);
    expect(keys.evmAddress).toBe(computeAddress(hex(keys.evm)));
    expect(keys.evmAddress).toBe(getAddress(keys.evmAddress.toLowerCase()));
    expect(base58ToBytes(keys.solanaAddress, 44)).toEqual(ed25519.getPublicKey(keys.solana));
    const other = generateWalletKeys();
    expect(other.evmAddress).not.toBe(keys.evmAddress);
    expect(other.solanaAddress).not.toBe(keys.solanaAddress);
  });

  it('holds both keys in one 64-byte secret, and wiping leaves zeros', () => {
    const keys = generateWalletKeys();
    const again = keysFromSecret(secretOf(keys));
    expect(again).toEqual(keys);
    wipeKeys(again);
    expect([...again.evm, ...again.solana].every((byte) => byte === 0)).toBe(true);
    expect(() => keysFromSecret(new Uint8Array(64))).toThrow(/out of range/);
    expect(() => keysFromSecret(new Uint8Array(32))).toThrow(/64 bytes/);
  });
});

describe('2-of-3 custody', () => {
  it('rebuilds the same keys from any two of the three shares', async () => {
    const keys = generateWalletKeys();
    const { device, auth, recovery } = await splitKeys(keys);
    for (const [a, b] of [
      [device, auth],
      [auth, device],
      [device, recovery],
      [auth, recovery],
    ] as const) {
      const rebuilt = await rebuildKeys(a, b, keys);
      expect(rebuilt.evm).toEqual(keys.evm);
      expect(rebuilt.solana).toEqual(keys.solana);
    }
  });

  it('gives nothing from one share: it cannot be combined alone, holds no key bytes, and with a stranger share rebuilds another wallet', async () => {
    const keys = generateWalletKeys();
    const shares = await splitKeys(keys);
    const stranger = await splitKeys(generateWalletKeys());
    for (const share of Object.values(shares)) {
      await expect(combine([share])).rejects.toThrow();
      expect(contains(share, keys.evm.subarray(0, 8))).toBe(false);
      expect(contains(share, keys.solana.subarray(0, 8))).toBe(false);
      await expect(rebuildKeys(share, stranger.auth, keys)).rejects.toThrow();
    }
  });

  it('splits differently each time (fresh randomness), while each split rebuilds the same keys', async () => {
    const keys = generateWalletKeys();
    const first = await splitKeys(keys);
    const second = await splitKeys(keys);
    expect(first.device).not.toEqual(second.device);
    expect((await rebuildKeys(second.auth, second.recovery, keys)).evmAddress).toBe(keys.evmAddress);
  });
});
