/**
 * Query and path parameters, parsed before any route uses them. Every failure is a BadRequest naming the field.
 */
import { guessNamespace, namespaceOf, normaliseAddress, parseCaip10, type Namespace } from '../addresses';
import type { ChainConfig } from '../config';
import { BadRequest } from '../../shared/http/errors';
import { decodeSegment } from '../../shared/request-target';

const MAX_PARAM = 512;
export const PROJECT_ID = /^[A-Za-z0-9_.-]{1,128}$/;
const SDK_TEXT = /^[A-Za-z0-9_.@/+-]{1,64}$/;

/** A query parameter, absent when missing or empty; never longer than MAX_PARAM. */
export function optional(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new BadRequest(name, `${name} is given more than once`);
  const value = values[0];
  if (value === undefined || value === '') return undefined;
  if (value.length > MAX_PARAM) throw new BadRequest(name, `${name} is longer than ${MAX_PARAM} characters`);
  return value;
}

/** SPEC §7: every call may carry projectId, st (SDK type) and sv (SDK version); they are checked, not required. */
export function checkClientParams(params: URLSearchParams): void {
  const projectId = optional(params, 'projectId');
  if (projectId !== undefined && !PROJECT_ID.test(projectId)) throw new BadRequest('projectId', 'projectId must be 1 to 128 letters, digits, _ . or -');
  for (const name of ['st', 'sv']) {
    const value = optional(params, name);
    if (value !== undefined && !SDK_TEXT.test(value)) throw new BadRequest(name, `${name} must be 1 to 64 letters, digits or _ . @ / + -`);
  }
}

/** A path segment, decoded; a malformed escape is the caller's mistake. */
export function pathSegment(raw: string, field: string): string {
  if (raw.length > MAX_PARAM) throw new BadRequest(field, `${field} is longer than ${MAX_PARAM} characters`);
  const decoded = decodeSegment(raw);
  if (decoded === null) throw new BadRequest(field, `${field} is not a valid URL segment`);
  return decoded;
}

export function configuredChain(value: string, field: string, chains: ReadonlyMap<string, ChainConfig>): ChainConfig {
  if (!namespaceOf(value)) throw new BadRequest(field, `${field} must be a CAIP-2 network id such as eip155:1`);
  const chain = chains.get(value);
  if (!chain) throw new BadRequest(field, `${field} ${value} is not a chain this service supports`);
  return chain;
}

export type Account = { namespace: Namespace; address: string; chainId?: string };

/**
 * An account in a path: a bare address (EVM or Solana, judged by `chainId` when given, else by its form) or a CAIP-10
 * id, whose chain must then agree with `chainId`.
 */
export function accountParam(value: string, field: string, chainId?: string): Account {
  if (value.includes(':')) {
    const parsed = parseCaip10(value);
    if (!parsed) throw new BadRequest(field, `${field} must be an address or a CAIP-10 account id`);
    if (chainId && chainId !== parsed.chainId) throw new BadRequest('chainId', `chainId ${chainId} differs from the account's chain ${parsed.chainId}`);
    return { namespace: namespaceOf(parsed.chainId)!, address: parsed.address, chainId: parsed.chainId };
  }
  const namespace = chainId ? namespaceOf(chainId) : guessNamespace(value);
  const address = namespace ? normaliseAddress(namespace, value) : null;
  if (!namespace || !address) throw new BadRequest(field, `${field} is not an EVM (40 hex digits) or Solana (base58, 32 to 44 characters) address`);
  return { namespace, address };
}

/** The configured chains an account's data comes from: the one asked for, or every chain of its namespace. */
export function chainsFor(account: Account, chainId: string | undefined, chains: ReadonlyMap<string, ChainConfig>): ChainConfig[] {
  const wanted = chainId ?? account.chainId;
  if (wanted) return [configuredChain(wanted, 'chainId', chains)];
  return [...chains.values()].filter((c) => namespaceOf(c.chainId) === account.namespace);
}
