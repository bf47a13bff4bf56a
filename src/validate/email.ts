/**
 * The one e-mail rule (SPEC §5: every email field, connect, update and new, must be a valid e-mail format): the
 * WHATWG rule browsers apply to `<input type="email">`, within RFC 5321's lengths (64 before the @, 254 in all).
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}
