// Stands in for `unstorage` (about 2.5 KB gzip with `destr`) in the WalletConnect chunk. @walletconnect/keyvaluestorage
// 1.1.1 calls createStorage({ driver }) once, with its IndexedDB driver (idb-keyval, kept), and then only getItem,
// setItem, removeItem, getKeys and getItems. Those keep unstorage 1.x's rules, so sessions stored by the real package
// read back the same: keys normalised ('/' and '\' to ':', no empty or '.' segments), a value written as its string,
// read back through destr (JSON when it looks like JSON, else the string), keys ending in '$' (metadata) hidden.
type Driver = {
  getItem(key: string): Promise<unknown>;
  setItem?(key: string, value: string): Promise<unknown>;
  removeItem?(key: string): Promise<unknown>;
  getKeys(base: string): Promise<string[]>;
};

/** unstorage's normalizeKey. */
const normalizeKey = (key: string) => (key.split('?')[0] ?? '').replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '');

function itemKey(key: string): string {
  const normalized = normalizeKey(key);
  if (!normalized || normalized.split(':').some((s) => s === '.' || s === '..')) throw new Error(`[unstorage] Invalid key: ${JSON.stringify(key)}`);
  return normalized;
}

const LITERALS: Record<string, unknown> = {
  true: true,
  false: false,
  null: null,
  undefined,
  nan: Number.NaN,
  infinity: Number.POSITIVE_INFINITY,
  '-infinity': Number.NEGATIVE_INFINITY,
};
const JSON_LIKE = /^\s*["[{]|^\s*-?\d{1,16}(\.\d{1,17})?([Ee][+-]?\d+)?\s*$/;

/** destr 2.x, without its prototype-pollution guard (these values are the SDK's own, from its own store). */
export function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.length > 1 && value.startsWith('"') && value.endsWith('"') && !value.includes('\\')) return value.slice(1, -1);
  const trimmed = value.trim();
  if (trimmed.length <= 9 && trimmed.toLowerCase() in LITERALS) return LITERALS[trimmed.toLowerCase()];
  if (!JSON_LIKE.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** unstorage's stringify for what keyvaluestorage passes (strings) and plain values. */
const stringify = (value: unknown) => (value === null || typeof value !== 'object' ? String(value) : JSON.stringify(value));

export function createStorage({ driver }: { driver: Driver }) {
  const storage = {
    getItem: async (key: string) => destr(await driver.getItem(itemKey(key))),
    async setItem(key: string, value: unknown) {
      if (value === undefined) return storage.removeItem(key);
      await driver.setItem?.(itemKey(key), stringify(value));
    },
    async removeItem(key: string) {
      await driver.removeItem?.(itemKey(key));
    },
    getKeys: async () => (await driver.getKeys('')).map(normalizeKey).filter((key) => !key.endsWith('$')),
    getItems: (keys: (string | { key: string })[]) =>
      Promise.all(
        keys.map(async (item) => ({
          key: itemKey(typeof item === 'string' ? item : item.key),
          value: await storage.getItem(typeof item === 'string' ? item : item.key),
        })),
      ),
  };
  return storage;
}
