/** SPEC §5: a Solana address is base58, 32 to 44 characters, and decodes to 32 bytes (an ed25519 key). */
import { base58ToBytes, nonBase58Characters } from './encoding';
import { InvalidInputError } from '../../errors/request';
import { SOLANA_ADDRESS_BYTES, SOLANA_ADDRESS_MAX_LENGTH, SOLANA_ADDRESS_MIN_LENGTH } from '../../constants';

/** Enough of a rejected value to recognise it in a message, never a whole hostile string. */
const PREVIEW_LENGTH = 60;

/** Why `value` is not a Solana address, or undefined when it is one. */
function addressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `expected a string, got ${value === null ? 'null' : typeof value}`;
  if (value.length < SOLANA_ADDRESS_MIN_LENGTH || value.length > SOLANA_ADDRESS_MAX_LENGTH) {
    return `it has ${value.length} characters; a Solana address has ${SOLANA_ADDRESS_MIN_LENGTH} to ${SOLANA_ADDRESS_MAX_LENGTH}`;
  }
  const foreign = nonBase58Characters(value);
  if (foreign.length > 0) {
    return `${foreign
      .slice(0, 5)
      .map((char) => JSON.stringify(char))
      .join(', ')} ${foreign.length === 1 ? 'is' : 'are'} not base58 (which leaves out 0, O, I and l)`;
  }
  // 32 to 44 characters is necessary, not sufficient: 44 'z's is 33 bytes, 32 '2's only 23.
  const bytes = base58ToBytes(value, SOLANA_ADDRESS_MAX_LENGTH);
  if (bytes?.length !== SOLANA_ADDRESS_BYTES) return `it decodes to ${bytes?.length ?? 0} bytes, not ${SOLANA_ADDRESS_BYTES}`;
  return undefined;
}

export function isSolanaAddress(value: unknown): value is string {
  return addressProblem(value) === undefined;
}

/** The address itself; anything else throws a WalletModalError saying what is wrong with it. */
export function parseSolanaAddress(value: unknown): string {
  const problem = addressProblem(value);
  if (problem === undefined) return value as string;
  // Only a string is quoted back: String() of a hostile object could itself throw.
  const shown = typeof value === 'string' ? JSON.stringify(value.length > PREVIEW_LENGTH ? `${value.slice(0, PREVIEW_LENGTH)}…` : value) : 'The value';
  throw new InvalidInputError({ details: `${shown} is not a Solana address: ${problem}` });
}

/**
 * For display: the first and last 4 characters, as Solana wallets and explorers show them. The eip155 form
 * keeps 6 at the front because 2 of them are the `0x`; base58 has no prefix, so 4 show as much of the key.
 */
export function shortSolanaAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
