/**
 * SPEC §8 wording that only the sign-in views show. Apart from errors.ts MESSAGES (which the first script carries
 * whole) so that it loads with those views.
 */
export const SIGN_IN_MESSAGES = {
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
} as const;
