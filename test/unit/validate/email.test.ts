// @vitest-environment node
/** The one e-mail rule (SPEC §5 'Invalid email'): the browser's own rule for type=email, within RFC 5321's lengths. */
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/validate/email';

describe('isEmail', () => {
  it('accepts what a type=email field accepts', () => {
    for (const email of ['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'x@localhost', `${'a'.repeat(64)}@example.com`]) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('refuses anything else, and what is too long', () => {
    for (const email of [
      '',
      'ada',
      '@example.com',
      'ada@',
      'ada@@example.com',
      'ada @example.com',
      'ada@exa mple.com',
      'ada@-example.com',
      'ada@example-.com',
      'a\n@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
      42,
      null,
    ]) {
      expect(isEmail(email), String(email)).toBe(false);
    }
  });
});
