/**
 * The embedded wallet's logins in progress, as the views show them: an email login (Connect's field, then the code or
 * device view), a social login (its popup), an email change (its two codes). Written by client/actions/embedded/.
 */
import { atom } from 'jotai/vanilla';
import type { SocialLoginProvider } from '../connectors/connector';
import type { WalletModalError } from '../errors';

export type { SocialLoginProvider } from '../connectors/connector';

export type EmailLogin = {
  email: string;
  /**
   * sending: a code is asked for; device: waiting for this device's confirmation; code: waiting for the code;
   * verifying: checking it; connecting: reading the account; idle: nothing in flight (after a failure).
   */
  status: 'sending' | 'device' | 'code' | 'verifying' | 'connecting' | 'idle';
  /** The last step's failure, shown beside the field or the code. */
  error?: WalletModalError;
};
export const emailLoginAtom = atom<EmailLogin | undefined>(undefined);

/** SPEC §5 and §9: when an email login was last triggered for each address (lower case, ms); another may follow 30 s later. */
export const lastEmailLoginAtom = atom<Readonly<Record<string, number>>>({});

export type SocialLogin = {
  provider: SocialLoginProvider;
  /** blocked: the browser refused the popup (the view offers a retry, a click of the person's own). */
  status: 'opening' | 'waiting' | 'connecting' | 'blocked' | 'error';
  error?: WalletModalError;
};
export const socialLoginAtom = atom<SocialLogin | undefined>(undefined);

export type EmailChange = {
  /** The new address. */
  email: string;
  /** SPEC §4: the code sent to the current address first (VERIFY_PRIMARY_OTP), then the new one's (VERIFY_SECONDARY_OTP). */
  step: 'primary' | 'secondary';
  status: 'sending' | 'code' | 'verifying';
  error?: WalletModalError;
};
export const emailChangeAtom = atom<EmailChange | undefined>(undefined);
