import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage, writeStorage, type StorageKey } from '../../../src/storage/storage';
import { ACTIVE_NAMESPACE, ACTIVE_NETWORK, CONNECTED_CONNECTOR_IDS, RECENT_WALLETS } from '../../../src/client/persisted';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('prefixes keys with the product namespace and round-trips valid values', () => {
    writeStorage(ACTIVE_NETWORK, 'eip155:31337');
    expect(localStorage.getItem('wm:active-network')).toBe('"eip155:31337"');
    expect(readStorage(ACTIVE_NETWORK)).toBe('eip155:31337');
    writeStorage(CONNECTED_CONNECTOR_IDS, { eip155: 'dev.walletmodal.demo' });
    expect(readStorage(CONNECTED_CONNECTOR_IDS)).toEqual({ eip155: 'dev.walletmodal.demo' });
  });

  it.each([
    ['wm:active-network', '{not json'],
    ['wm:active-network', '"javascript:alert(1)"'],
    ['wm:active-network', '42'],
    ['wm:active-namespace', '"cosmos"'],
    ['wm:connected-connector-ids', '{"eip155":"<img src=x onerror=alert(1)>"}'],
    ['wm:connected-connector-ids', '{"__proto__":"x"}'],
    ['wm:connected-connector-ids', '["eip155"]'],
    ['wm:recent-wallets', '{"length":1}'],
    ['wm:recent-wallets', '[1,2]'],
  ])('drops the hostile value at %s = %s', (name, raw) => {
    localStorage.setItem(name, raw);
    const key = ([ACTIVE_NETWORK, ACTIVE_NAMESPACE, CONNECTED_CONNECTOR_IDS, RECENT_WALLETS] as StorageKey<unknown>[]).find((k) => k.name === name)!;
    expect(readStorage(key)).toBeUndefined();
    expect(localStorage.getItem(name)).toBeNull();
  });

  it('keeps at most 2 recent wallets, without repeats', () => {
    localStorage.setItem('wm:recent-wallets', JSON.stringify(['a.b', 'a.b', 'c.d', 'e.f']));
    expect(readStorage(RECENT_WALLETS)).toEqual(['a.b', 'c.d']);
  });
});
