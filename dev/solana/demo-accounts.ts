// The accounts the local Solana chain starts with. Every key comes from a fixed 32-byte Ed25519 seed, so the Demo
// Wallet and tests can rebuild them: the demo account's seed is 32 bytes of 0x01.
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';

/** @param {number} byte */
const seed = (byte: number) => new Uint8Array(32).fill(byte);

/** Seed of the demo account (address `AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9`). */
export const DEMO_SOLANA_SEED = seed(1);

/** Lamports per SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Funded at start through the faucet: the demo account first. */
export const FUNDED = [
  { seed: DEMO_SOLANA_SEED, lamports: 100n * LAMPORTS_PER_SOL, tokens: 1_000_000_000n },
  { seed: seed(2), lamports: 10n * LAMPORTS_PER_SOL, tokens: 50_000_000n },
  { seed: seed(3), lamports: 10n * LAMPORTS_PER_SOL, tokens: 0n },
];

/** The SPL mint: `DEMO`, 6 decimals, minted to the accounts above; the demo account is its mint authority. */
export const DEMO_MINT = { seed: seed(4), decimals: 6 };

/** The faucet that pays for airdrops. */
export const FAUCET_SEED = seed(255);

/** @param {Uint8Array} bytes */
export const signerFromSeed = (bytes: Uint8Array) => createKeyPairSignerFromPrivateKeyBytes(bytes);
