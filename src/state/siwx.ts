/**
 * Sign-in with the wallet (SPEC §4 SIWX): the `sign-in` attribute turns it on (options.signIn); the site's own
 * configuration (`siwx` or `siweConfig`) says who makes and checks the message, the data service when there is none.
 * Whether Close is held back. The flow itself is in client/actions/siwx/ (a lazy chunk).
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import { optionsAtom } from './options';
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
};

export type SiwxSetup = { kind: 'siwx'; config: SiwxConfig } | { kind: 'siwe'; config: SiweConfig };

export const siwxSetupAtom = atom<SiwxSetup | undefined>(undefined);

const SIGN_IN_VIEWS: readonly string[] = ['SIWXSignMessage', 'ConnectingSiwe'];

/** SPEC §4: Close is disabled while sign-in is required and no session exists (the sign-in views are up). */
export const closeBlockedAtom = atom((get) => get(optionsAtom).signIn === 'required' && SIGN_IN_VIEWS.includes(get(currentRouteAtom)?.view ?? ''));
