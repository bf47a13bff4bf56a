/** Fiat amounts as the onramp routes take them: a decimal string with at most 2 decimals, as bigint cents. */
import { BadRequest } from '../../shared/http/errors';

const FIAT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

export function parseFiatCents(value: unknown, field: string): bigint {
  const match = typeof value === 'string' ? FIAT.exec(value) : null;
  if (!match) throw new BadRequest(field, `${field} must be a decimal string with at most 2 decimals, e.g. '100.00'`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A crypto amount in whole units ('0.05'), at most `decimals` decimals, as base units. */
export function parseUnits(value: unknown, decimals: number, field: string): bigint {
  const match = typeof value === 'string' ? /^(\d{1,30})(?:\.(\d{1,77}))?$/.exec(value) : null;
  if (!match || (match[2] ?? '').length > decimals) throw new BadRequest(field, `${field} must be a decimal string with at most ${decimals} decimals`);
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
}
