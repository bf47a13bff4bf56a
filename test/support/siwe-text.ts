/**
 * EIP-4361 texts written line by line, as the EIP's ABNF lays them out, for the grammar's tests: the EIP's own first
 * example, with any line swapped, dropped or added, so each case differs from a valid message in one rule only.
 */
import { expect } from 'vitest';
import { parseEvmSiwxMessage } from '../../src/siwx';

export const SIWE_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

export type SiweLines = {
  /** `[ scheme "://" ] domain`. */
  origin?: string;
  address?: string;
  /** null: no statement at all. */
  statement?: string | null;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  /** Whole lines after Issued At (optional fields, resources). */
  after?: readonly string[];
};

/** The EIP's first example message, with the given parts in place of its own. */
export function siweText(parts: SiweLines = {}): string {
  const statement = parts.statement === undefined ? 'I accept the ExampleOrg Terms of Service: https://example.com/tos' : parts.statement;
  return [
    `${parts.origin ?? 'example.com'} wants you to sign in with your Ethereum account:`,
    parts.address ?? SIWE_ADDRESS,
    '',
    ...(statement === null ? [] : [statement]),
    '',
    `URI: ${parts.uri ?? 'https://example.com/login'}`,
    `Version: ${parts.version ?? '1'}`,
    `Chain ID: ${parts.chainId ?? '1'}`,
    `Nonce: ${parts.nonce ?? '32891756'}`,
    `Issued At: ${parts.issuedAt ?? '2021-09-30T16:25:24Z'}`,
    ...(parts.after ?? []),
  ].join('\n');
}

/** Every named text is read as a message (the names of those refused are listed, so a failure says which). */
export function expectAccepted(cases: Record<string, string>): void {
  expect(Object.keys(cases).filter((name) => parseEvmSiwxMessage(cases[name] ?? '') === null)).toEqual([]);
}

/** Every named text is refused whole (the names of those read are listed). */
export function expectRefused(cases: Record<string, string>): void {
  expect(Object.keys(cases).filter((name) => parseEvmSiwxMessage(cases[name] ?? '') !== null)).toEqual([]);
}

/** Texts for each of a value's spellings, put in place by `part`. */
export const each = (values: readonly string[], part: (value: string) => SiweLines): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, siweText(part(value))]));
