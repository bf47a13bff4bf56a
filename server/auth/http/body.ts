/**
 * Request bodies: a JSON object of at most 4 KB whose keys are exactly the route's (a key it does not know is an
 * error, not ignored), each field parsed by its rule. Every failure is a 400 naming the field, in SPEC §8's words.
 */
import type { IncomingMessage } from 'node:http';
import * as MESSAGES from '../../../src/messages';
import { isEmail } from '../../../src/validate/email';
import { isRecord } from '../../../src/validate/record';
import { BadRequest } from '../../shared/http/errors';
import { readJsonBody } from '../../shared/http/read-body';

const MAX_BODY_BYTES = 4096;
const CODE = /^[0-9]{6}$/;
const TOKEN = { access: /^wma_[A-Za-z0-9_-]{43}$/, refresh: /^wmr_[A-Za-z0-9_-]{43}$/, flow: /^wmf_[A-Za-z0-9_-]{43}$/ };
/** A key share as the frame sends it: base64 or base64url text, bounded. */
const SHARE = /^[A-Za-z0-9+/_-]{16,2048}={0,2}$/;

/** The body's fields, after checking that it is an object holding only `allowed` keys. */
export async function readFields(req: IncomingMessage, allowed: readonly string[]): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!isRecord(body)) throw new BadRequest('body', MESSAGES.invalidInput);
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw new BadRequest(key.slice(0, 64), MESSAGES.invalidInput);
  return body;
}

function present(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new BadRequest(name, MESSAGES.required);
  return value;
}

/** An email address, lower-cased: the account is the address whatever its case. */
export function emailField(fields: Record<string, unknown>, name = 'email'): string {
  const value = present(fields, name);
  if (!isEmail(value)) throw new BadRequest(name, MESSAGES.invalidEmail);
  return value.toLowerCase();
}

/** A one-time code (`otp`, as SPEC §7's frame message names it): a string of exactly six digits. */
export function codeField(fields: Record<string, unknown>, name = 'otp'): string {
  const value = present(fields, name);
  if (typeof value !== 'string' || !CODE.test(value)) throw new BadRequest(name, MESSAGES.invalidInput);
  return value;
}

/** A token this service issued, by its form (whether it opens anything is the store's answer). */
export function tokenField(fields: Record<string, unknown>, name: string, kind: keyof typeof TOKEN): string {
  const value = present(fields, name);
  if (typeof value !== 'string' || !TOKEN[kind].test(value)) throw new BadRequest(name, MESSAGES.invalidInput);
  return value;
}

/** The access token of `Authorization: Bearer <token>`, or null when the header is absent or not of that form. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer (wma_[A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match ? match[1]! : null;
}

export function shareField(fields: Record<string, unknown>, name = 'share'): string {
  const value = present(fields, name);
  if (typeof value !== 'string' || !SHARE.test(value)) throw new BadRequest(name, MESSAGES.invalidInput);
  return value;
}

export function optionalBoolean(fields: Record<string, unknown>, name: string): boolean {
  const value = fields[name];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new BadRequest(name, MESSAGES.invalidInput);
  return value;
}
