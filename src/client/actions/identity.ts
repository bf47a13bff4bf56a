/**
 * Names and avatars from the data service's registry (SPEC §7 identity), cached 5 min in storage (SPEC §9): the
 * account's own (profileName, profileImage) and the counterparties' of its activity.
 */
import type { ChainNamespace } from '../../chains/namespaces';
import { NAMES_CACHE_MS } from '../../constants';
import { getIdentity, type DataClientOptions } from '../../services/data/client';
import type { Identity } from '../../services/data/entities';
import { accountAtoms } from '../../state/account';
import { addressKey as identityKey, counterpartyNamesAtom } from '../../state/account-data';
import { readStorage, writeStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { IDENTITY_CACHE } from '../persisted-data';
import { dataClientOptions, newest } from './data-service';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

const MAX_COUNTERPARTIES = 20;

function cachedIdentity(address: string): Identity | undefined {
  const entry = readStorage(IDENTITY_CACHE)?.[identityKey(address)];
  if (!entry || Date.now() - entry.at >= NAMES_CACHE_MS || entry.at > Date.now()) return undefined;
  return { ...(entry.name ? { name: entry.name } : {}), ...(entry.avatar ? { avatar: entry.avatar } : {}) };
}

export type RememberIdentityParameters = Parameters<typeof rememberIdentity>;
export type RememberIdentityReturnType = ActionReturnType<typeof rememberIdentity>;
export type RememberIdentityErrorType = never;
export function rememberIdentity(address: string, identity: Identity): void {
  const entries = readStorage(IDENTITY_CACHE) ?? {};
  writeStorage(IDENTITY_CACHE, newest({ ...entries, [identityKey(address)]: { ...identity, at: Date.now() } }));
}

export type IdentityOfParameters = Parameters<typeof identityOf>;
export type IdentityOfReturnType = ActionReturnType<typeof identityOf>;
export type IdentityOfErrorType = WalletModalError;
/** The identity of an address, from the cache or the service (then cached). */
async function identityOf(address: string, options: DataClientOptions): Promise<Identity> {
  const cached = cachedIdentity(address);
  if (cached) return cached;
  const identity = await getIdentity(address, options);
  rememberIdentity(address, identity);
  return identity;
}

export type RefreshIdentityParameters = ActionParameters<typeof refreshIdentity>;
export type RefreshIdentityReturnType = ActionReturnType<typeof refreshIdentity>;
export type RefreshIdentityErrorType = WalletModalError;
/** Sets the account's profileName and profileImage; 'Error fetching names for address' when the service fails. */
export async function refreshIdentity(ctx: ClientContext, namespace: ChainNamespace): Promise<void> {
  const options = dataClientOptions(ctx);
  const account = ctx.store.get(accountAtoms[namespace]);
  if (!options || account.status !== 'connected') return;
  let identity: Identity;
  try {
    identity = await identityOf(account.address, options);
  } catch {
    showToast(ctx, 'error', MESSAGES.errorFetchingNamesForAddress);
    return;
  }
  const current = ctx.store.get(accountAtoms[namespace]);
  if (current.status !== 'connected' || current.address !== account.address) return;
  const { profileName: _name, profileImage: _image, ...rest } = current;
  ctx.store.set(accountAtoms[namespace], {
    ...rest,
    ...(identity.name ? { profileName: identity.name } : {}),
    ...(identity.avatar ? { profileImage: identity.avatar } : {}),
  });
}

export type ResolveCounterpartiesParameters = ActionParameters<typeof resolveCounterparties>;
export type ResolveCounterpartiesReturnType = ActionReturnType<typeof resolveCounterparties>;
export type ResolveCounterpartiesErrorType = WalletModalError;
/** Looks up the names of up to 20 counterparties not known yet; a failed lookup leaves that address as it is. */
export async function resolveCounterparties(ctx: ClientContext, addresses: readonly string[]): Promise<void> {
  const options = dataClientOptions(ctx);
  if (!options) return;
  const known = ctx.store.get(counterpartyNamesAtom);
  const wanted = [...new Set(addresses.map(identityKey))].filter((a) => !(a in known)).slice(0, MAX_COUNTERPARTIES);
  const found = await Promise.all(
    wanted.map((address) =>
      identityOf(address, options).then(
        (identity) => [address, identity.name] as const,
        () => [address, undefined] as const,
      ),
    ),
  );
  const names = Object.fromEntries(found.filter((f): f is readonly [string, string] => f[1] !== undefined));
  if (Object.keys(names).length > 0) ctx.store.set(counterpartyNamesAtom, { ...ctx.store.get(counterpartyNamesAtom), ...names });
}
