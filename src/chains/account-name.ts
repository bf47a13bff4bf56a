/**
 * SPEC §5 name registration: a name is letters, digits and hyphens, at least 4 characters (at most 63: one DNS
 * label, no hyphen at either end and no 'xn--' start, as the data service has it). A registered name comes back with the provider's suffix (SPEC §9),
 * e.g. 'alice.wallet-modal.local'.
 */
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MIN_LENGTH } from '../constants';

const LABEL = /^[A-Za-z0-9-]+$/;
const REGISTERED = /^[a-z0-9-]{1,63}(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?){0,4}$/;

export type AccountNameProblem = 'empty' | 'characters' | 'too-short' | 'too-long';

/** Why a typed name breaks the rule, or undefined when it keeps it. */
export function accountNameProblem(label: string): AccountNameProblem | undefined {
  if (label.length === 0) return 'empty';
  // 'xn--' starts a punycode label, shown by browsers as another, non-ASCII name.
  if (!LABEL.test(label) || label.startsWith('-') || label.endsWith('-') || /^xn--/i.test(label)) return 'characters';
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return 'too-short';
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return 'too-long';
  return undefined;
}

export const isValidAccountName = (label: string): boolean => accountNameProblem(label) === undefined;

/** A name as the registry hands it out: lower case, a label then its suffix; at most 253 characters (a DNS name). */
export function isRegisteredName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 253 && REGISTERED.test(value);
}
