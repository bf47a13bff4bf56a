/** Sign-in sessions kept in storage (SPEC §3), one per account and network; expired ones read as absent. */
import type { CaipNetworkId } from '../../../chains/caip';
import type { ChainNamespace } from '../../../chains/namespaces';
import { SIWX_MAX_STORED_SESSIONS } from '../../../constants';
import { readStorage, writeStorage } from '../../../storage/storage';
import { SIWX_SESSIONS, type StoredSiwxSession } from '../../persisted-siwx';

const same = (a: StoredSiwxSession, address: string, caipNetworkId: CaipNetworkId) => a.address === address && a.caipNetworkId === caipNetworkId;

export function findSession(address: string, caipNetworkId: CaipNetworkId, now = Date.now()): StoredSiwxSession | undefined {
  return (readStorage(SIWX_SESSIONS) ?? []).find((s) => same(s, address, caipNetworkId) && (s.expiresAt === null || s.expiresAt > now));
}

export function storeSession(session: StoredSiwxSession): void {
  const others = (readStorage(SIWX_SESSIONS) ?? []).filter((s) => !same(s, session.address, session.caipNetworkId));
  writeStorage(SIWX_SESSIONS, [session, ...others].slice(0, SIWX_MAX_STORED_SESSIONS));
}

export function dropSession(address: string, caipNetworkId: CaipNetworkId): void {
  writeStorage(
    SIWX_SESSIONS,
    (readStorage(SIWX_SESSIONS) ?? []).filter((s) => !same(s, address, caipNetworkId)),
  );
}

/** Drops every session of the namespace; answers the sessions dropped. */
export function dropNamespace(namespace: ChainNamespace): StoredSiwxSession[] {
  const all = readStorage(SIWX_SESSIONS) ?? [];
  writeStorage(
    SIWX_SESSIONS,
    all.filter((s) => s.namespace !== namespace),
  );
  return all.filter((s) => s.namespace === namespace);
}
