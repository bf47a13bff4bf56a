/**
 * A user's two keys, made and used only inside the frame: an EVM key (secp256k1) and a Solana key (ed25519 seed),
 * both from @noble/curves over the browser's CSPRNG. Custody splits them as one 64-byte secret (EVM key, then
 * Solana seed), so that one set of shares rebuilds both.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { bytesToBase58 } from '../../src/chains/solana/encoding';

export type WalletKeys = {
  /** The secp256k1 private key. */
  readonly evm: Uint8Array;
  /** The ed25519 private seed. */
  readonly solana: Uint8Array;
  /** EIP-55 checksummed. */
  readonly evmAddress: string;
  /** Base58 of the ed25519 public key. */
  readonly solanaAddress: string;
};

const KEY_BYTES = 32;
const SECRET_BYTES = 2 * KEY_BYTES;

/** EIP-55: the hex address, each letter upper-case where the keccak of the lower-case address has a high nibble. */
function checksummed(hex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  return `0x${[...hex].map((char, i) => (Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

function evmAddressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false);
  return checksummed(bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20)));
}

function solanaAddressOf(seed: Uint8Array): string {
  return bytesToBase58(ed25519.getPublicKey(seed));
}

function fromParts(evm: Uint8Array, solana: Uint8Array): WalletKeys {
  if (!secp256k1.utils.isValidPrivateKey(evm)) throw new Error('the EVM key is out of range');
  return { evm, solana, evmAddress: evmAddressOf(evm), solanaAddress: solanaAddressOf(solana) };
}

/**
 * Builds each curve's table of its generator's multiples ahead of need: every key made or rebuilt, and every signature,
 * multiplies with it, and left to the first key it falls inside the login the person waits on (tens of milliseconds
 * on a desktop, hundreds on a busy device). The tables hold public values only; the keys are made as before.
 * `schedule` runs each curve in a task of its own, so that neither holds the thread for both.
 */
export function warmCurves(schedule: (task: () => void) => void): void {
  // The first multiplication of a generator builds its table (@noble/curves sets both generators' window at load).
  schedule(() => secp256k1.ProjectivePoint.BASE.multiply(3n));
  schedule(() => ed25519.ExtendedPoint.BASE.multiply(3n));
}

export function generateWalletKeys(): WalletKeys {
  return fromParts(secp256k1.utils.randomPrivateKey(), ed25519.utils.randomPrivateKey());
}

/** The secret custody splits: a fresh copy (the caller wipes it after splitting). */
export function secretOf(keys: WalletKeys): Uint8Array {
  const secret = new Uint8Array(SECRET_BYTES);
  secret.set(keys.evm, 0);
  secret.set(keys.solana, KEY_BYTES);
  return secret;
}

/** The keys a rebuilt secret holds; throws when it is not a secret of ours (a wrong pair of shares). */
export function keysFromSecret(secret: Uint8Array): WalletKeys {
  if (secret.length !== SECRET_BYTES) throw new Error(`a wallet secret has ${SECRET_BYTES} bytes, not ${secret.length}`);
  return fromParts(secret.slice(0, KEY_BYTES), secret.slice(KEY_BYTES));
}

/** Overwrites the private bytes: what sign-out leaves of the keys is zeros. */
export function wipeKeys(keys: WalletKeys): void {
  keys.evm.fill(0);
  keys.solana.fill(0);
}
