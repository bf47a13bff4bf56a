// Ed25519 for a browser whose WebCrypto lacks it (ed25519.ts takes this module as its Ed25519): noble's, in a chunk
// of its own that other browsers never fetch.
import { ed25519 } from '@noble/curves/ed25519';

export const publicKey = async (seed: Uint8Array): Promise<Uint8Array> => ed25519.getPublicKey(seed);

export const sign = async (message: Uint8Array, seed: Uint8Array): Promise<Uint8Array> => ed25519.sign(message, seed);
