/**
 * SPEC §8's sign-in wording that only the lazily loaded sign-in view shows, apart from errors.ts (as name-messages.ts
 * is): the first script carries none of its text.
 */
export const SIGN_IN_MESSAGES = {
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
} as const;
