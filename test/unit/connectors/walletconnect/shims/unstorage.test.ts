// @vitest-environment node
// The unstorage stand-in against unstorage itself, over the same kind of driver keyvaluestorage gives it (its
// IndexedDB driver: strings in, strings out, keys as stored), so sessions stored by either read back the same.
import { createStorage as realCreateStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { createStorage, destr } from '../../../../../src/connectors/walletconnect/shims/unstorage';

function stringDriver() {
  const map = new Map<string, string>();
  return {
    map,
    driver: {
      getItem: async (key: string) => map.get(key) ?? null,
      setItem: async (key: string, value: string) => void map.set(key, value),
      removeItem: async (key: string) => void map.delete(key),
      hasItem: async (key: string) => map.has(key),
      getKeys: async () => [...map.keys()],
    },
  };
}

/** What keyvaluestorage does with its storage: JSON strings in, then reads keys, items and entries back. */
async function script(create: (options: { driver: ReturnType<typeof stringDriver>['driver'] }) => ReturnType<typeof createStorage>) {
  const { map, driver } = stringDriver();
  const storage = create({ driver });
  await storage.setItem('wc@2:core:0.3//keychain', JSON.stringify({ topic: 'a', n: 1 }));
  await storage.setItem('wc@2:client:0.3:session', JSON.stringify([{ topic: 'b' }]));
  await storage.setItem('wc_storage_version', '1');
  await storage.setItem('plain', 'text');
  await storage.setItem('gone', 'x');
  await storage.removeItem('gone');
  map.set('meta$', '{}');
  const keys = await storage.getKeys();
  return {
    stored: [...map.entries()],
    keys,
    items: await storage.getItems(keys),
    single: await storage.getItem('wc@2:core:0.3:keychain'),
    missing: await storage.getItem('nothing'),
  };
}

describe('unstorage stand-in', () => {
  it('stores, lists and reads back as unstorage does', async () => {
    const theirs = await script((o) => realCreateStorage(o) as unknown as ReturnType<typeof createStorage>); // deliberately: the real storage's wider type
    expect(await script(createStorage)).toEqual(theirs);
    expect(theirs.single).toEqual({ topic: 'a', n: 1 });
  });

  it('parses values as destr does', () => {
    expect(destr('1')).toBe(1);
    expect(destr('"quoted"')).toBe('quoted');
    expect(destr('true')).toBe(true);
    expect(destr('null')).toBeNull();
    expect(destr('{"a":[1]}')).toEqual({ a: [1] });
    expect(destr('not json')).toBe('not json');
    expect(destr('{broken')).toBe('{broken');
    expect(destr(7)).toBe(7);
  });

  it('refuses a key with a dot segment, as unstorage does', async () => {
    const storage = createStorage(stringDriver());
    await expect(storage.getItem('a:..:b')).rejects.toThrow('Invalid key');
  });
});
