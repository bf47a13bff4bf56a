/**
 * POST /v1/profile/account: `{ coin_type, address, message, signature }`. The message is JSON signed with
 * `personal_sign` (EIP-191) by the address:
 *
 *   {"domain":"wallet-modal.local","name":"alice","address":"0x…","coinType":60,"timestamp":1767225600,"nonce":"…"}
 *
 * `domain` must be the service's (`names.domain`, which GET /v1/profile/suggestions answers), so a signature made
 * for another deployment registers nothing here;
 * `name` may omit the suffix; `address` and `coinType` must equal the body's; `timestamp` (unix seconds) must be
 * within the last 10 minutes (and at most 1 minute ahead); `nonce` is optional; `attributes` (an object) is allowed
 * and ignored. The same message is accepted once (its SHA-256 is kept).
 */
import { createHash } from 'node:crypto';
import { verifyMessage } from 'ethers';
import { normaliseAddress } from '../addresses';
import { BadRequest, HttpError } from '../../shared/http/errors';
import { chainIdOfCoinType } from './coin-type';
import { parseName } from './name-rule';

const MAX_MESSAGE = 1024;
const MESSAGE_MAX_AGE_S = 600;
const MESSAGE_MAX_AHEAD_S = 60;
const MESSAGE_KEYS = new Set(['domain', 'name', 'address', 'coinType', 'timestamp', 'nonce', 'attributes']);

export type Registration = { name: string; address: string; coinType: number; messageHash: string };

function field<T>(value: unknown, name: string, check: (v: unknown) => v is T, rule: string): T {
  if (!check(value)) throw new BadRequest(name, `${name} ${rule}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isCoinType = (v: unknown): v is number | string => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d{1,10}$/.test(v));

/** Checks the body and the signed message; throws a BadRequest naming the field, or 401 for a signature by someone else. */
export function verifyRegistration(body: unknown, { suffix, domain }: { suffix: string; domain: string }, now: number): Registration {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('body', 'The body must be a JSON object');
  const { coin_type, address, message, signature } = body as Record<string, unknown>;
  const coinType = Number(field(coin_type, 'coin_type', isCoinType, 'must be a whole number'));
  if (chainIdOfCoinType(coinType) === null) throw new BadRequest('coin_type', 'coin_type must be an EVM coin type (ENSIP-11: 60, or 0x80000000 | chainId)');
  const rawAddress = field(address, 'address', isString, 'must be a string');
  const owner = normaliseAddress('eip155', rawAddress);
  if (!owner || !rawAddress.startsWith('0x')) throw new BadRequest('address', 'address must be an EVM address (0x and 40 hex digits)');
  const text = field(message, 'message', isString, 'must be a string');
  if (text.length === 0 || text.length > MAX_MESSAGE) throw new BadRequest('message', `message must be 1 to ${MAX_MESSAGE} characters`);
  const sig = field(signature, 'signature', isString, 'must be a string');
  if (!/^0x[0-9a-fA-F]{130}$/.test(sig)) throw new BadRequest('signature', 'signature must be 65 bytes in hex (0x and 130 hex digits)');

  let signed: Record<string, unknown>;
  try {
    signed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new BadRequest('message', 'message must be JSON: {"name","address","coinType","timestamp"}');
  }
  if (!signed || typeof signed !== 'object' || Array.isArray(signed)) throw new BadRequest('message', 'message must be a JSON object');
  const extra = Object.keys(signed).find((k) => !MESSAGE_KEYS.has(k));
  if (extra) throw new BadRequest('message', `message has an unknown field ${extra.slice(0, 32)}`);
  if (signed.domain !== domain) throw new BadRequest('message.domain', `message.domain must be ${domain}, this service's`);
  const parsed = parseName(field(signed.name, 'message.name', isString, 'must be a string'), suffix);
  if ('error' in parsed) throw new BadRequest('message.name', parsed.error);
  if (normaliseAddress('eip155', String(signed.address ?? '')) !== owner) throw new BadRequest('message.address', "message.address must be the body's address");
  if (signed.coinType === undefined || Number(signed.coinType) !== coinType)
    throw new BadRequest('message.coinType', "message.coinType must be the body's coin_type");
  const timestamp = signed.timestamp;
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw new BadRequest('message.timestamp', 'message.timestamp must be unix seconds');
  if (timestamp < now - MESSAGE_MAX_AGE_S || timestamp > now + MESSAGE_MAX_AHEAD_S)
    throw new BadRequest('message.timestamp', 'message.timestamp is more than 10 minutes old or in the future');
  if (signed.nonce !== undefined && (typeof signed.nonce !== 'string' || signed.nonce.length > 128))
    throw new BadRequest('message.nonce', 'message.nonce must be a string of at most 128 characters');
  if (signed.attributes !== undefined && (typeof signed.attributes !== 'object' || signed.attributes === null))
    throw new BadRequest('message.attributes', 'message.attributes must be an object');

  let signer: string;
  try {
    signer = verifyMessage(text, sig);
  } catch {
    throw new BadRequest('signature', 'signature is not a valid secp256k1 signature');
  }
  if (signer.toLowerCase() !== owner) throw new HttpError(401, 'signature was not made by address', 'signature');
  return { name: parsed.name, address: owner, coinType, messageHash: createHash('sha256').update(text).digest('hex') };
}
