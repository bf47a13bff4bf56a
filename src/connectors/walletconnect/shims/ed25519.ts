// Ed25519 for the relay socket's auth token (relay-auth.ts), from a 32-byte seed as RFC 8032 defines it.
// WebCrypto has Ed25519 in every current browser (Chromium 137, Firefox 129, Safari 17) and in Node 20, so the
// WalletConnect chunk carries no curve of its own; a browser without it fetches noble's ed25519 on demand.
import * as codecs from './uint8arrays';

export type Ed25519 = {
  publicKey(seed: Uint8Array): Promise<Uint8Array>;
  sign(message: Uint8Array, seed: Uint8Array): Promise<Uint8Array>;
};

/** RFC 8410's PKCS #8 wrapping of an Ed25519 seed: this DER prefix, then the 32 bytes. */
const PKCS8_ED25519_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

export function webCryptoEd25519(subtle: SubtleCrypto): Ed25519 {
  // Extractable, so that its JWK gives the public key (`x`): WebCrypto derives no public key from a private one otherwise.
  const importSeed = (seed: Uint8Array) => subtle.importKey('pkcs8', Uint8Array.from([...PKCS8_ED25519_PREFIX, ...seed]), { name: 'Ed25519' }, true, ['sign']);
  return {
    async publicKey(seed) {
      const { x } = await subtle.exportKey('jwk', await importSeed(seed));
      if (!x) throw new Error('WebCrypto gave an Ed25519 key without its public part');
      return codecs.fromString(x, 'base64url');
    },
    sign: async (message, seed) => new Uint8Array(await subtle.sign({ name: 'Ed25519' }, await importSeed(seed), Uint8Array.from(message))),
  };
}

/** WebCrypto's Ed25519 when `subtle` has it (one trial import tells), else noble's, loaded only then. */
export async function chooseEd25519(subtle: SubtleCrypto | undefined): Promise<Ed25519> {
  if (subtle) {
    const platform = webCryptoEd25519(subtle);
    const works = await platform.publicKey(new Uint8Array(32)).then(
      () => true,
      () => false,
    );
    if (works) return platform;
  }
  const noble: Ed25519 = await import('./ed25519-noble');
  return noble;
}

let chosen: Promise<Ed25519> | undefined;

/** The page's Ed25519, chosen once. */
export const platformEd25519 = (): Promise<Ed25519> => (chosen ??= chooseEd25519(globalThis.crypto?.subtle));
