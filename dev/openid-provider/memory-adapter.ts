/**
 * Where the dev OpenID provider keeps what it issues (sessions, interactions, codes, grants): in this process's memory,
 * each entry until it expires, gone when the stack stops, as a dev provider should. Written out rather than
 * oidc-provider's built-in one, which warns on every start that it is for development only.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const lookup = (index: string, value: string) => {
      const id = live(`${model}:${index}:${value}`)?.jti;
      return id ? live(key(id)) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key(id), { payload, expiresAt });
        if (payload.grantId) grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(key(id)));
        if (payload.uid) entries.set(`${model}:uid:${payload.uid}`, { payload: { jti: id }, expiresAt });
        if (payload.userCode) entries.set(`${model}:userCode:${payload.userCode}`, { payload: { jti: id }, expiresAt });
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => lookup('uid', uid),
      findByUserCode: async (userCode) => lookup('userCode', userCode),
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const entry of grants.get(grantId) ?? []) entries.delete(entry);
        grants.delete(grantId);
      },
    };
  };
}
