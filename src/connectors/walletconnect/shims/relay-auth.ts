// Stands in for `@walletconnect/relay-auth` 1.1.0 in the WalletConnect chunk (about 14 KB gzip: an inlined copy of
// @noble/curves' ed25519 and multibase codecs). @walletconnect/core 2.21.8 calls generateKeyPair, encodeIss and signJWT
// to sign the relay socket's `auth` token, and core and utils call decodeJWT to read verify attestations.
// Same formats as relay-auth (did:key issuer, EdDSA JWT in base64url); the unit test compares outputs byte for byte.
//
// Core only ever hands the key pair back to us: `getClientId` returns `encodeIss(keyPair.publicKey)` from an async
// function and `signJWT` awaits us. So the public key may be a promise, and Ed25519 can be the browser's own
// (WebCrypto, in every current browser and Node 20; see ed25519.ts) instead of a second copy of noble's curve and
// SHA-512 beside the one @walletconnect/utils carries inlined.
import base58 from './bs58';
import { platformEd25519 } from './ed25519';
import * as codecs from './uint8arrays';

export type KeyPair = { seed: Uint8Array; publicKey: Promise<Uint8Array> };

/** The multicodec prefix of an Ed25519 public key (0xed 0x01), base58btc "K36" in relay-auth. */
const ED25519_MULTICODEC = [0xed, 0x01];

const encodeJson = (value: unknown) => codecs.toString(codecs.fromString(JSON.stringify(value), 'utf8'), 'base64url');
const decodeJson = (part: string): Record<string, unknown> => JSON.parse(codecs.toString(codecs.fromString(part, 'base64url'), 'utf8'));

export function generateKeyPair(seed: Uint8Array = crypto.getRandomValues(new Uint8Array(32))): KeyPair {
  const publicKey = platformEd25519().then((ed25519) => ed25519.publicKey(seed));
  // A pair whose key is never read must leave no unhandled rejection; where it is read (encodeIss), a failure surfaces.
  publicKey.catch(() => {});
  return { seed, publicKey };
}

/** `did:key:z…`: the public key behind its multicodec prefix, in base58btc. */
export const encodeIss = async (publicKey: Uint8Array | Promise<Uint8Array>): Promise<string> =>
  `did:key:z${base58.encode(Uint8Array.from([...ED25519_MULTICODEC, ...(await publicKey)]))}`;

export async function signJWT(sub: string, aud: string, ttl: number, keyPair: KeyPair, iat = Math.floor(Date.now() / 1000)): Promise<string> {
  const header = { alg: 'EdDSA', typ: 'JWT' };
  const payload = { iss: await encodeIss(keyPair.publicKey), sub, aud, iat, exp: iat + ttl };
  const data = `${encodeJson(header)}.${encodeJson(payload)}`;
  const signature = await (await platformEd25519()).sign(codecs.fromString(data, 'utf8'), keyPair.seed);
  return `${data}.${codecs.toString(signature, 'base64url')}`;
}

export function decodeJWT(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: Uint8Array; data: Uint8Array } {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  return {
    header: decodeJson(header),
    payload: decodeJson(payload),
    signature: codecs.fromString(signature, 'base64url'),
    data: codecs.fromString(`${header}.${payload}`, 'utf8'),
  };
}
