/**
 * Sign-in with the wallet (SPEC §4 SIWX): the site's own configuration (`siwx` or `siweConfig`), where the sign-in
 * view stands, and whether Close is held back. The flow itself is in client/actions/siwx/ (a lazy chunk).
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import { optionsAtom, type SignInMode } from './options';
import { currentRouteAtom } from './router';

/** What a message is made for: the account and network to sign in, and the page it is for. */
export type SiwxMessageInput = {
  namespace: ChainNamespace;
  address: string;
  caipNetworkId: CaipNetworkId;
  /** The page's host (EIP-4361 / CAIP-122 `domain`). */
  domain: string;
  /** The page's origin. */
  uri: string;
  statement: string;
};

/** A message the wallet signed: EVM signatures in 0x hex, Solana's in base58. */
export type SiwxSignedMessage = { namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId; message: string; signature: string };

/** A session the site's server holds for an account on a network. */
export type SiwxSession = { expiresAt?: number };

/**
 * `element.siwx`: a sign-in the site runs itself. `createMessage` makes the text (with the site's own nonce),
 * `verify` has the site's server check the signature (false refuses), `getSessions` lists the account's live sessions.
 */
export type SiwxConfig = {
  createMessage(input: SiwxMessageInput): Promise<string>;
  verify(signed: SiwxSignedMessage): Promise<boolean>;
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>;
  /** Called when the account signs out (a disconnect). */
  signOut?(): Promise<void>;
  /** Asked when the `sign-in` attribute is absent: true makes sign-in required. */
  required?: boolean;
};

/**
 * `element.siweConfig`: EIP-4361 only. The modal writes the message (viem/siwe) with the site's nonce; the site's
 * server verifies it. The session is then kept by the modal until it expires.
 */
export type SiweConfig = {
  getNonce(): Promise<string>;
  verifyMessage(input: { message: string; signature: string }): Promise<boolean>;
  statement?: string;
  signOut?(): Promise<void>;
  required?: boolean;
};

export type SiwxSetup = { kind: 'siwx'; config: SiwxConfig } | { kind: 'siwe'; config: SiweConfig };

export const siwxSetupAtom = atom<SiwxSetup | undefined>(undefined);

/** The sign-in mode in force: the attribute's, else the custom config's, else off. */
export const signInModeAtom = atom((get): SignInMode | undefined => {
  const fromAttribute = get(optionsAtom).signIn;
  if (fromAttribute) return fromAttribute;
  const setup = get(siwxSetupAtom);
  if (!setup) return undefined;
  return setup.config.required ? 'required' : 'optional';
});

/** The SIWXSignMessage view's state: ready, or after a refusal or a failure (with the smart-account hint). */
export type SiwxAttempt = { status: 'ready' } | { status: 'declined'; smartAccount: boolean } | { status: 'error'; message: string };
export const siwxAttemptAtom = atom<SiwxAttempt>({ status: 'ready' });

const SIGN_IN_VIEWS: readonly string[] = ['SIWXSignMessage', 'ConnectingSiwe'];

/** SPEC §4: Close is disabled while sign-in is required and no session exists (the sign-in views are up). */
export const closeBlockedAtom = atom((get) => get(signInModeAtom) === 'required' && SIGN_IN_VIEWS.includes(get(currentRouteAtom)?.view ?? ''));

/** What the sign-in view shows and the message says: the site's name, its host and origin, and the statement. */
export function signInText(options: { metadata?: { name: string } | undefined }, setup: SiwxSetup | undefined, location: { host: string; origin: string }) {
  const name = options.metadata?.name || location.host;
  const statement = (setup?.kind === 'siwe' && setup.config.statement) || `Sign in to ${name} with your wallet.`;
  return { name, domain: location.host, uri: location.origin, statement };
}
