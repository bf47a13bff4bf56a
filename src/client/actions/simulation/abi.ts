/**
 * The little ABI reading a preview needs: words, strings, and revert data (Error(string), Panic(uint256), or raw).
 * Every read checks its bounds; malformed data throws RPC_REPLY_INVALID rather than yielding a wrong number.
 */
import { RpcReplyInvalidError } from '../../../errors/request';

export const invalidReply = (details: string) => new RpcReplyInvalidError({ details });

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

export function hexData(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HEX_DATA.test(value)) throw invalidReply(`${what} is not 0x hex data`);
  return value.toLowerCase();
}

/** The 32-byte word at byte `offset` of 0x data (without the 0x), as a bigint. */
export function word(hex: string, offset: number): bigint {
  const body = hex.slice(2);
  if (offset < 0 || body.length < (offset + 32) * 2) throw invalidReply('ABI data is shorter than its words');
  return BigInt(`0x${body.slice(offset * 2, offset * 2 + 64)}`);
}

/** The last 20 bytes of a 32-byte word (an indexed address topic), lowercase 0x. */
export function addressWord(hex: string): string {
  const value = hexData(hex, 'address topic');
  if (value.length !== 66 || !/^0x0{24}/.test(value)) throw invalidReply('an address topic is not a 32-byte word holding an address');
  return `0x${value.slice(26)}`;
}

/** An ABI-encoded `string` starting at byte `base` of 0x data. */
export function abiString(hex: string, base = 0): string {
  const offset = word(hex, base);
  const start = base + Number(offset);
  if (offset > 1_000_000n) throw invalidReply('ABI string offset out of range');
  const length = word(hex, start);
  const body = hex.slice(2 + (start + 32) * 2);
  if (length > BigInt(body.length / 2)) throw invalidReply('ABI string is longer than its data');
  const bytes = new Uint8Array(Number(length));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';
/** Solidity's panic codes (docs: "Panic via assert and Error via require"), the ones people meet. */
const PANICS: Record<string, string> = {
  '0x1': 'assertion failed',
  '0x11': 'arithmetic overflow or underflow',
  '0x12': 'division or modulo by zero',
  '0x21': 'invalid enum value',
  '0x31': 'pop on an empty array',
  '0x32': 'array index out of bounds',
  '0x41': 'out of memory',
};

/** A person-readable reason from revert data; raw data the ABI cannot name is described by its selector. */
export function revertReason(data: string | undefined): string {
  if (!data || data === '0x') return 'Execution reverted without a reason';
  try {
    if (data.startsWith(ERROR_SELECTOR)) return abiString(`0x${data.slice(10)}`);
    if (data.startsWith(PANIC_SELECTOR)) {
      const code = `0x${word(`0x${data.slice(10)}`, 0).toString(16)}`;
      return `Panic ${code}${PANICS[code] ? `: ${PANICS[code]}` : ''}`;
    }
  } catch {
    // Garbled Error/Panic data: described as raw below.
  }
  return `Execution reverted with custom error ${data.slice(0, 10)}`;
}
