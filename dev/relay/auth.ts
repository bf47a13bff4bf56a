// The relay's check of a client's `?auth=` token, as the public relay makes it before it opens a socket: an EdDSA
// JWT whose issuer is the client's did:key, signed by that key (checked with @walletconnect/relay-auth's own
// verifyJWT, the package the SDK signs with) and not expired. With it on (the stack's relay), every WalletConnect
// test proves the element's token is one a real relay takes.
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';

/** Why the upgrade request's token is refused, or undefined when it is a valid relay token. */
export async function authRefusal(url: string | undefined, now = Date.now()): Promise<string | undefined> {
  const token = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
  if (!token) return 'no auth token';
  try {
    if (!(await verifyJWT(token))) return 'auth token signature does not verify';
    const { exp } = decodeJWT(token).payload;
    if (typeof exp !== 'number' || exp * 1000 <= now) return 'auth token expired';
  } catch {
    return 'auth token malformed';
  }
  return undefined;
}
