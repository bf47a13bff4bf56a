/**
 * The name registry's routes (SPEC §7): identity, forward and reverse lookup, suggestions and registration.
 * A name record: `{ name, registered, updated, addresses: { [coinType]: { address, created } }, attributes }`,
 * times in unix seconds.
 */
import { BadRequest, HttpError } from '../../../shared/http/errors';
import type { RouteContext } from '../context';
import { accountParam, optional, pathSegment } from '../params';
import { nameVariants, parseName } from '../../names/name-rule';
import { verifyRegistration } from '../../names/registration';
import type { NameRecord } from '../../db/repository';
import { displayAddress } from '../display';

const SUGGESTIONS = 5;

function recordOut(record: NameRecord) {
  return {
    name: record.name,
    registered: record.registeredAt,
    updated: record.registeredAt,
    addresses: { [String(record.coinType)]: { address: displayAddress('eip155:1', record.address), created: String(record.registeredAt) } },
    attributes: {},
  };
}

function checkApiVersion(params: URLSearchParams): void {
  const version = optional(params, 'apiVersion');
  if (version !== undefined && version !== '1' && version !== '2') throw new BadRequest('apiVersion', 'apiVersion must be 1 or 2');
}

function checkSender(params: URLSearchParams): void {
  const sender = optional(params, 'sender');
  if (sender !== undefined) accountParam(sender, 'sender');
}

function nameParam(ctx: RouteContext, raw: string) {
  const parsed = parseName(pathSegment(raw, 'name'), ctx.nameSuffix);
  if ('error' in parsed) throw new BadRequest('name', parsed.error);
  return parsed;
}

/** GET /v1/identity/{address} → `{ name, avatar }`, the newest name registered for the address (avatars: none yet). */
export async function identity(ctx: RouteContext, raw: string, params: URLSearchParams) {
  checkSender(params);
  const account = accountParam(pathSegment(raw, 'address'), 'address');
  const [newest] = account.namespace === 'eip155' ? await ctx.repository.namesOf(account.address) : [];
  return { name: newest?.name ?? null, avatar: null };
}

/** GET /v1/profile/account/{name} → the record, or 404. */
export async function lookupName(ctx: RouteContext, raw: string, params: URLSearchParams) {
  checkApiVersion(params);
  const { name } = nameParam(ctx, raw);
  const record = await ctx.repository.nameRecord(name);
  if (!record) throw new HttpError(404, `No name ${name}`, 'name');
  return recordOut(record);
}

/** GET /v1/profile/reverse/{address} → every record for the address, newest first. */
export async function reverseName(ctx: RouteContext, raw: string, params: URLSearchParams) {
  checkApiVersion(params);
  checkSender(params);
  const account = accountParam(pathSegment(raw, 'address'), 'address');
  if (account.namespace !== 'eip155') return [];
  return (await ctx.repository.namesOf(account.address)).map(recordOut);
}

/** GET /v1/profile/suggestions/{name}?zone= → the name itself (registered or not), then free variants. */
export async function suggestions(ctx: RouteContext, raw: string, params: URLSearchParams) {
  const zone = optional(params, 'zone');
  if (zone !== undefined && `.${zone.toLowerCase()}` !== ctx.nameSuffix) throw new BadRequest('zone', `zone must be ${ctx.nameSuffix.slice(1)}`);
  const { label, name } = nameParam(ctx, raw);
  const variants = nameVariants(label).map((v) => `${v}${ctx.nameSuffix}`);
  const taken = await ctx.repository.takenNames([name, ...variants]);
  const free = variants.filter((v) => !taken.has(v)).slice(0, SUGGESTIONS - 1);
  // `domain`: what a registration message must name (the wallet learns it here before it signs).
  return { suggestions: [{ name, registered: taken.has(name) }, ...free.map((v) => ({ name: v, registered: false }))], domain: ctx.nameDomain };
}

/** POST /v1/profile/account → 200 with the new record; 409 for a taken name, a replayed message or a full account. */
export async function registerName(ctx: RouteContext, body: unknown) {
  const now = ctx.now();
  const registration = verifyRegistration(body, { suffix: ctx.nameSuffix, domain: ctx.nameDomain }, now);
  // Counted per signing account once the signature proves it: one account cannot squat names without bound.
  await ctx.limitAccount?.(registration.address);
  const outcome = await ctx.repository.registerName({ ...registration, registeredAt: now }, ctx.maxNamesPerAccount);
  if (outcome === 'account-full')
    throw new HttpError(
      409,
      `The account already holds ${ctx.maxNamesPerAccount === 1 ? 'a name' : `${ctx.maxNamesPerAccount} names`}, the most it may`,
      'address',
    );
  if (outcome === 'name-taken') throw new HttpError(409, `The name ${registration.name} is taken`, 'message.name');
  if (outcome === 'message-replayed') throw new HttpError(409, 'This message was already used', 'message');
  return recordOut({ name: registration.name, coinType: registration.coinType, address: registration.address, registeredAt: now });
}
