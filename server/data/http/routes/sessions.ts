/**
 * Sign-in with the wallet (issue 12): a nonce, a verify that makes a session from a signed EIP-4361 or Sign-In With
 * Solana (CAIP-122) message, an account's sessions (Bearer token), and a revoke signed by the account. The message's
 * domain and URI must be the request's Origin, itself one of the CORS origins; the nonce is taken once; a session
 * token is `wms_` + 256 random bits, stored only as its SHA-256. A session lives at most the configured maximum
 * (`sessions.maxAgeSeconds`), whatever its message says; a token lists only its own site's sessions and can end itself.
 */
import { createHash, randomBytes } from 'node:crypto';
// Sign-ins are checked by what `wallet-modal/server` publishes (src/siwx/server.ts), so a site's own server and this
// service accept and refuse the same messages; the revoke text's signature by the same signature checks.
import { createSiwxNonce, parseEvmSiwxMessage, parseSolanaSiwxMessage, verifySiwx, type SiwxRefusal } from '../../../../src/siwx/server';
import { REVOKE_MAX_AGE_SECONDS, REVOKE_MAX_AHEAD_SECONDS, revokeSessionMessage } from '../../../../src/siwx/revoke-message';
import { dateTimeMs } from '../../../../src/siwx/rfc3339';
import { siwxDomainHost } from '../../../../src/siwx/rfc3986';
import { EVM_SIGNATURE, verifyEvmSignature } from '../../../../src/siwx/verify-evm';
import { BASE58_SIGNATURE, isSolanaSiwxText, verifySolanaSignature } from '../../../../src/siwx/verify-solana';
import { guessNamespace, normaliseAddress } from '../../addresses';
import type { SiwxSessionRecord } from '../../db/repository';
import type { RouteContext } from '../context';
import { BadRequest, HttpError } from '../../../shared/http/errors';
import { optional, pathSegment } from '../params';

/** How long an issued nonce can be used. */
const SIWX_NONCE_TTL_MS = 10 * 60 * 1000;
const TOKEN = /^Bearer (wms_[0-9a-f]{64})$/;
const PCI = /^[0-9a-f]{32}$/;
/** The revoke text's time, exactly as `Date.prototype.toISOString` writes it. */
const ISSUED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const REFUSALS: Record<SiwxRefusal, [field: string, message: string]> = {
  message: ['message', 'message is not an EIP-4361 message or a canonical Sign-In With Solana message'],
  domain: ['message', "The message's domain or URI is not the requesting origin"],
  nonce: ['message', "The message's nonce was not issued, has expired or was already used"],
  expired: ['message', 'The message has expired'],
  'not-yet-valid': ['message', 'The message is not valid yet'],
  chain: ['message', "The message's chain is not supported"],
  signature: ['signature', 'The signature does not match the message and address'],
};

/** The service's clock is in seconds (RouteContext.now); sign-in times are kept in milliseconds, as JS dates are. */
const nowMs = (ctx: RouteContext) => ctx.now() * 1000;
/** Sessions made before this are over, whatever their message said. */
const createdAfter = (ctx: RouteContext) => nowMs(ctx) - ctx.sessionMaxAgeSeconds * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function rpcOf(ctx: RouteContext, chainId: string): string | undefined {
  const chain = ctx.chains.get(chainId);
  return chain?.rpcUrl ?? chain?.swap?.rpcUrl;
}

/** An account address in its stored form: EVM (0x, kept lowercase) or Solana (base58, as written). */
function accountAddress(value: string, field: string): { namespace: 'eip155' | 'solana'; address: string } {
  const namespace = value.startsWith('0x') ? 'eip155' : guessNamespace(value) === 'solana' ? 'solana' : null;
  const address = namespace && normaliseAddress(namespace, value);
  if (!namespace || !address) throw new BadRequest(field, `${field} must be an EVM address (0x and 40 hex digits) or a Solana address (base58)`);
  return { namespace, address };
}

function body(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequest('body', 'The body must be a JSON object');
  return input as Record<string, unknown>;
}

const show = (s: SiwxSessionRecord) => ({
  pci: s.pci,
  address: s.address,
  caipNetworkId: s.chainId,
  domain: s.domain,
  createdAt: s.createdAt,
  expiresAt: s.expiresAt,
});

export async function createNonce(ctx: RouteContext) {
  const nonce = createSiwxNonce();
  const now = nowMs(ctx);
  await ctx.repository.storeNonce(nonce, now + SIWX_NONCE_TTL_MS, now);
  return { nonce };
}

export async function verifySession(ctx: RouteContext, origin: string | undefined, input: unknown) {
  const { message, signature } = body(input);
  if (typeof message !== 'string' || message.length === 0 || message.length > 8192)
    throw new BadRequest('message', 'message must be a non-empty string of at most 8192 characters');
  const solana = isSolanaSiwxText(message);
  if (typeof signature !== 'string' || !(solana ? BASE58_SIGNATURE : EVM_SIGNATURE).test(signature)) {
    throw new BadRequest('signature', solana ? 'signature must be a base58 ed25519 signature' : 'signature must be 0x-prefixed hex');
  }
  if (!origin || !(ctx.corsOrigins === '*' ? /^https?:\/\/[^/]+$/.test(origin) : ctx.corsOrigins.includes(origin)))
    throw new HttpError(403, 'The request comes from no allowed origin', 'origin');
  // The message's own nonce and chain, read by the same parsers as the checks; a message they refuse is refused here.
  const fields = solana ? parseSolanaSiwxMessage(message) : parseEvmSiwxMessage(message);
  const nonce = fields?.nonce;
  if (!nonce) throw new BadRequest('message', REFUSALS.message[1]);
  const now = nowMs(ctx);
  const rpc = fields && 'chainId' in fields && typeof fields.chainId === 'number' ? rpcOf(ctx, `eip155:${fields.chainId}`) : undefined;
  const checked = await verify(ctx, { message, signature, domain: origin, nonce, now, ...(rpc ? { rpc } : {}) });
  // Counted once the signature proves the account, so nobody can use up another account's sign-ins.
  await ctx.limitAccount?.(checked.address);
  // Every check but the nonce's first, so a refused message does not burn the nonce of a good one.
  if (!(await ctx.repository.consumeNonce(nonce, now))) throw new BadRequest(...REFUSALS.nonce);
  const token = `wms_${randomBytes(32).toString('hex')}`;
  const latest = now + ctx.sessionMaxAgeSeconds * 1000;
  const expiresAt = checked.expiresAt === null || checked.expiresAt > latest ? latest : checked.expiresAt;
  const session: SiwxSessionRecord = { pci: randomBytes(16).toString('hex'), ...checked, expiresAt, createdAt: now };
  await ctx.repository.createSession({ ...session, tokenHash: sha256(token), message, signature });
  return { token, session: show(session) };
}

type Checked = Pick<SiwxSessionRecord, 'address' | 'chainId' | 'domain' | 'expiresAt'>;

/** verifySiwx with this service's chains as the accepted ones; a refusal is a 400 naming the field at fault. */
async function verify(
  ctx: RouteContext,
  input: { message: string; signature: string; domain: string; nonce: string; now: number; rpc?: string },
): Promise<Checked> {
  const chainIds = [...ctx.chains.keys()].filter((id) => id.startsWith('eip155:')).map((id) => Number(id.slice(7)));
  const solanaChainIds = [...ctx.chains.keys()].filter((id) => id.startsWith('solana:')).map((id) => id.slice(7));
  const result = await verifySiwx({ ...input, chainIds, solanaChainIds });
  if (!result.ok) throw new BadRequest(...REFUSALS[result.reason]);
  const { fields } = result;
  // The site's host and port, which the message's domain was checked to be, whatever userinfo it carried.
  const domain = siwxDomainHost(fields.domain);
  if (typeof result.chainId === 'number') {
    const expiresAt = fields.expirationTime instanceof Date ? fields.expirationTime.getTime() : null;
    return { address: result.address.toLowerCase(), chainId: `eip155:${result.chainId}`, domain, expiresAt };
  }
  const expiresAt = typeof fields.expirationTime === 'string' ? dateTimeMs(fields.expirationTime) : null;
  return { address: result.address, chainId: `solana:${result.chainId}`, domain, expiresAt };
}

function bearerToken(authorization: string | undefined): string {
  const token = TOKEN.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'A Bearer session token is required', 'authorization');
  return token;
}

const EXPIRED = 'The session is invalid or has expired';

/** GET /v1/sessions/{address} with the Bearer token of one of its sessions → its live sessions on that session's site. */
export async function listSessions(ctx: RouteContext, addressParam: string, authorization: string | undefined) {
  const { address } = accountAddress(pathSegment(addressParam, 'address'), 'address');
  const token = bearerToken(authorization);
  const session = await ctx.repository.sessionByToken(sha256(token), nowMs(ctx), createdAfter(ctx));
  if (!session || session.address !== address) throw new HttpError(401, EXPIRED, 'authorization');
  return { sessions: (await ctx.repository.sessionsOf(address, nowMs(ctx), createdAfter(ctx), session.domain)).map(show) };
}

/** DELETE /v1/sessions/current with a Bearer token → `{ revoked: pci }`: the token's own session ends (sign-out). */
export async function endCurrentSession(ctx: RouteContext, authorization: string | undefined) {
  const pci = await ctx.repository.revokeSessionByToken(sha256(bearerToken(authorization)), nowMs(ctx), createdAfter(ctx));
  if (pci === null) throw new HttpError(401, EXPIRED, 'authorization');
  return { revoked: pci };
}

/** The revoke text's time from the query: within REVOKE_MAX_AGE_SECONDS before now, at most REVOKE_MAX_AHEAD_SECONDS after. */
function issuedAtParam(ctx: RouteContext, params: URLSearchParams): string {
  const issuedAt = optional(params, 'issuedAt');
  if (issuedAt === undefined || !ISSUED_AT.test(issuedAt) || Number.isNaN(Date.parse(issuedAt)))
    throw new BadRequest('issuedAt', "issuedAt must be the revoke text's time, e.g. 2026-01-01T00:00:00.000Z");
  const age = nowMs(ctx) - Date.parse(issuedAt);
  if (age > REVOKE_MAX_AGE_SECONDS * 1000 || age < -REVOKE_MAX_AHEAD_SECONDS * 1000)
    throw new BadRequest('issuedAt', `issuedAt must be within the last ${REVOKE_MAX_AGE_SECONDS / 60} minutes`);
  return issuedAt;
}

/**
 * POST /v1/sessions/{address}/revoke?issuedAt= `{ pci, signature }`: the account signs revokeSessionMessage (the
 * session's pci and domain, and issuedAt), so an old or another site's signature revokes nothing.
 */
export async function revokeSession(ctx: RouteContext, addressParam: string, params: URLSearchParams, input: unknown) {
  const { namespace, address } = accountAddress(pathSegment(addressParam, 'address'), 'address');
  const { pci, signature } = body(input);
  if (typeof pci !== 'string' || !PCI.test(pci)) throw new BadRequest('pci', 'pci must be a session id (32 hex digits)');
  const solana = namespace === 'solana';
  if (typeof signature !== 'string' || !(solana ? BASE58_SIGNATURE : EVM_SIGNATURE).test(signature)) {
    throw new BadRequest('signature', solana ? 'signature must be a base58 ed25519 signature' : 'signature must be 0x-prefixed hex');
  }
  const issuedAt = issuedAtParam(ctx, params);
  const live = (await ctx.repository.sessionsOf(address, nowMs(ctx), createdAfter(ctx))).find((s) => s.pci === pci);
  if (!live) throw new HttpError(404, 'No live session with this pci for this address', 'pci');
  const text = revokeSessionMessage({ pci, domain: live.domain, issuedAt });
  const rpc = solana ? undefined : rpcOf(ctx, live.chainId);
  const valid = solana
    ? await verifySolanaSignature({ address, message: text, signature })
    : await verifyEvmSignature({ address, message: text, signature, ...(rpc ? { rpc } : {}) });
  if (!valid) throw new BadRequest('signature', REFUSALS.signature[1]);
  // Counted once the signature proves the account, so nobody can use up another account's revocations.
  await ctx.limitAccount?.(address);
  await ctx.repository.revokeSession(address, pci, nowMs(ctx));
  return { revoked: pci };
}
