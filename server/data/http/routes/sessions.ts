/**
 * Sign-in with the wallet (issue 12): a nonce, a verify that makes a session from a signed EIP-4361 message, an
 * account's sessions (Bearer token), and a revoke signed by the account. The message's domain and URI must be the
 * request's Origin, itself one of the CORS origins; the nonce is taken once; a session token is `wms_` + 256 random
 * bits, stored only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createPublicClient, http, verifyMessage } from 'viem';
import { revokeSessionMessage } from '../../../../src/siwx/revoke-message';
import { verifyEvmSiwx, type SiwxRefusal } from '../../../../src/siwx/verify-evm';
import { normaliseAddress } from '../../addresses';
import type { SiwxSessionRecord } from '../../db/repository';
import type { RouteContext } from '../context';
import { BadRequest, HttpError } from '../errors';

/** How long an issued nonce can be used. */
export const SIWX_NONCE_TTL_MS = 10 * 60 * 1000;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 24;
const TOKEN = /^Bearer (wms_[0-9a-f]{64})$/;
const PCI = /^[0-9a-f]{32}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{2,4096}$/;

const REFUSALS: Record<SiwxRefusal, [field: string, message: string]> = {
  message: ['message', 'message is not a canonical EIP-4361 message'],
  domain: ['message', "The message's domain or URI is not the requesting origin"],
  nonce: ['message', "The message's nonce was not issued, has expired or was already used"],
  expired: ['message', 'The message has expired'],
  'not-yet-valid': ['message', 'The message is not valid yet'],
  chain: ['message', "The message's chain is not supported"],
  signature: ['signature', 'The signature does not match the message and address'],
};

/** 62 symbols; bytes ≥ 248 are dropped so every symbol is equally likely. */
function randomNonce(): string {
  let out = '';
  while (out.length < NONCE_LENGTH) for (const byte of randomBytes(32)) if (byte < 248 && out.length < NONCE_LENGTH) out += NONCE_ALPHABET[byte % 62];
  return out;
}

/** The service's clock is in seconds (RouteContext.now); sign-in times are kept in milliseconds, as JS dates are. */
const nowMs = (ctx: RouteContext) => ctx.now() * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function rpcOf(ctx: RouteContext, chainId: string): string | undefined {
  const chain = ctx.chains.get(chainId);
  return chain?.rpcUrl ?? chain?.swap?.rpcUrl;
}

function evmAddress(value: string, field: string): string {
  const address = normaliseAddress('eip155', value);
  if (!address || !value.startsWith('0x')) throw new BadRequest(field, `${field} must be an EVM address (0x and 40 hex digits)`);
  return address;
}

function body(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequest('body', 'The body must be a JSON object');
  return input as Record<string, unknown>;
}

const show = (s: SiwxSessionRecord) => ({ pci: s.pci, address: s.address, caipNetworkId: s.chainId, domain: s.domain, createdAt: s.createdAt, expiresAt: s.expiresAt });

export async function createNonce(ctx: RouteContext) {
  const nonce = randomNonce();
  const now = nowMs(ctx);
  await ctx.repository.storeNonce(nonce, now + SIWX_NONCE_TTL_MS, now);
  return { nonce };
}

export async function verifySession(ctx: RouteContext, origin: string | undefined, input: unknown) {
  const { message, signature } = body(input);
  if (typeof message !== 'string' || message.length === 0 || message.length > 8192) throw new BadRequest('message', 'message must be a non-empty string of at most 8192 characters');
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new BadRequest('signature', 'signature must be 0x-prefixed hex');
  if (!origin || !(ctx.corsOrigins === '*' ? /^https?:\/\/[^/]+$/.test(origin) : ctx.corsOrigins.includes(origin))) throw new HttpError(403, 'The request comes from no allowed origin', 'origin');
  const nonce = /\nNonce: ([A-Za-z0-9]+)\n/.exec(message)?.[1];
  if (!nonce) throw new BadRequest('message', REFUSALS.message[1]);
  const chainIdText = /\nChain ID: ([0-9]{1,15})\n/.exec(message)?.[1];
  const rpc = chainIdText ? rpcOf(ctx, `eip155:${chainIdText}`) : undefined;
  const chainIds = [...ctx.chains.keys()].filter((id) => id.startsWith('eip155:')).map((id) => Number(id.slice(7)));
  const now = nowMs(ctx);
  // Every check but the nonce's first, so a refused message does not burn the nonce of a good one.
  const result = await verifyEvmSiwx({ message, signature, domain: origin, nonce, chainIds, now, ...(rpc ? { rpc } : {}) });
  if (!result.ok) throw new BadRequest(...REFUSALS[result.reason]);
  if (!(await ctx.repository.consumeNonce(nonce, now))) throw new BadRequest(...REFUSALS.nonce);
  const token = `wms_${randomBytes(32).toString('hex')}`;
  const session: SiwxSessionRecord = {
    pci: randomBytes(16).toString('hex'),
    address: result.address.toLowerCase(),
    chainId: `eip155:${result.chainId}`,
    domain: result.fields.domain,
    createdAt: now,
    expiresAt: result.fields.expirationTime?.getTime() ?? null,
  };
  await ctx.repository.createSession({ ...session, tokenHash: sha256(token), message, signature });
  return { token, session: show(session) };
}

export async function listSessions(ctx: RouteContext, addressParam: string, authorization: string | undefined) {
  const address = evmAddress(decodeURIComponent(addressParam), 'address');
  const token = TOKEN.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'A Bearer session token is required', 'authorization');
  const session = await ctx.repository.sessionByToken(sha256(token), nowMs(ctx));
  if (!session || session.address !== address) throw new HttpError(401, 'The session is invalid or has expired', 'authorization');
  return { sessions: (await ctx.repository.sessionsOf(address, nowMs(ctx))).map(show) };
}

export async function revokeSession(ctx: RouteContext, addressParam: string, input: unknown) {
  const address = evmAddress(decodeURIComponent(addressParam), 'address');
  const { pci, signature } = body(input);
  if (typeof pci !== 'string' || !PCI.test(pci)) throw new BadRequest('pci', 'pci must be a session id (32 hex digits)');
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new BadRequest('signature', 'signature must be 0x-prefixed hex');
  const live = (await ctx.repository.sessionsOf(address, nowMs(ctx))).find((s) => s.pci === pci);
  if (!live) throw new HttpError(404, 'No live session with this pci for this address', 'pci');
  const rpc = rpcOf(ctx, live.chainId);
  const args = { address: address as `0x${string}`, message: revokeSessionMessage(pci), signature: signature as `0x${string}` };
  const valid = await (rpc ? createPublicClient({ transport: http(rpc, { retryCount: 0 }) }).verifyMessage(args) : verifyMessage(args)).catch(() => false);
  if (!valid) throw new BadRequest('signature', REFUSALS.signature[1]);
  await ctx.repository.revokeSession(address, pci, nowMs(ctx));
  return { revoked: pci };
}
