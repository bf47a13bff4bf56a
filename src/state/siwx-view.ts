/**
 * Sign-in's view state and wording, apart from state/siwx.ts so that only the sign-in chunk and its views load them
 * (what state/siwx.ts holds is in the first script).
 */
import { atom } from 'jotai/vanilla';
import { isSiweStatement } from '../validate/siwe-statement';
import type { SiwxSetup } from './siwx';

/** The SIWXSignMessage view's state: ready, or after a refusal or a failure (with the smart-account hint). */
export type SiwxAttempt = { status: 'ready' } | { status: 'declined'; smartAccount: boolean } | { status: 'error'; message: string };
export const siwxAttemptAtom = atom<SiwxAttempt>({ status: 'ready' });

/** What the sign-in view shows and the message says: the site's name, its host and origin, and the statement. */
export function signInText(options: { metadata?: { name: string } | undefined }, setup: SiwxSetup | undefined, location: { host: string; origin: string }) {
  const name = options.metadata?.name || location.host;
  const named = `Sign in to ${name} with your wallet.`;
  // An EIP-4361 statement is ASCII (its grammar): a name in another script or with accents gives way to the host,
  // which a URL always holds in ASCII, rather than make a message that verifiers following the grammar refuse.
  const statement = (setup?.kind === 'siwe' && setup.config.statement) || (isSiweStatement(named) ? named : `Sign in to ${location.host} with your wallet.`);
  return { name, domain: location.host, uri: location.origin, statement };
}
