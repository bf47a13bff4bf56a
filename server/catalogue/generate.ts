/**
 * A large, deterministic catalogue for the benchmark and paging tests: `count` made-up wallets with
 * distinct names, EVM chains, app-scheme and https links, and an image served by the catalogue itself.
 */
import type { WalletListing } from '../../src/services/catalogue/listing';

const FIRST = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meadow',
  'Nimbus',
  'Onyx',
  'Pine',
  'Quartz',
  'Raven',
  'Sable',
  'Tundra',
];
const SECOND = ['Vault', 'Wallet', 'Keys', 'Purse', 'Safe', 'Pocket', 'Ledger', 'Chest', 'Box', 'Pass'];

/** `count` listings named "Amber Vault 1", "Basalt Vault 1", ...; the same count always gives the same list. */
export function generateWallets(count: number): WalletListing[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`generateWallets: count must be a whole number, not ${count}`);
  return Array.from({ length: count }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${Math.floor(i / (FIRST.length * SECOND.length)) + 1}`;
    const id = `generated-${String(i + 1).padStart(5, '0')}`;
    return {
      id,
      name,
      image_id: id,
      rdns: `dev.generated.w${i + 1}`,
      chains: ['eip155:1', 'eip155:31337'],
      mobile_link: `generated${i + 1}://`,
      webapp_link: `https://wallet-${i + 1}.example/`,
    };
  });
}
