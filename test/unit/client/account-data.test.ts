import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Wallet, getBytes } from 'ethers';
import { createClient } from '../../../src/client/create-client';
import type { WalletModalClient } from '../../../src/client/types';
import { parseAttributes } from '../../../src/element/attributes';
import { activityAtom, nftsAtom, registrationAtom } from '../../../src/state/account-data';
import { currentRouteAtom } from '../../../src/state/router';
import { toastsAtom } from '../../../src/state/toasts';
import { startDataService, wireBalance, wireNftTransfer, wireTransaction, type DataServiceStandIn } from '../../support/data-service';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

let rpc: Server;
let rpcUrl: string;
let service: DataServiceStandIn;
let signer: ReturnType<typeof Wallet.createRandom>;
let wallet: WireWallet;
let client: WalletModalClient | undefined;

beforeEach(async () => {
  localStorage.clear();
  rpc = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
      res.writeHead(200, headers).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1bc16d674ec80000' }));
    });
  });
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`;
  service = await startDataService();
  signer = Wallet.createRandom();
});

afterEach(async () => {
  client?.destroy();
  client = undefined;
  await service.close();
  await new Promise<void>((resolve) => rpc.close(() => resolve()));
});

/** A page load: a fresh client on the same localStorage, connected through the wire wallet (which signs for real). */
async function load(attributes: Record<string, string> = { 'api-url': service.url }): Promise<WalletModalClient> {
  client?.destroy();
  wallet = createWireWallet(signer.address.toLowerCase());
  const request = wallet.provider.request.bind(wallet.provider);
  wallet.provider.request = async (args) => {
    if (args.method !== 'personal_sign' || wallet.answer === 'reject') return request(args);
    const [hex] = args.params as [string];
    return signer.signMessage(getBytes(hex));
  };
  const announce = () => wallet.announce(window);
  window.addEventListener('eip6963:requestProvider', announce);
  const c = createClient(window);
  const { options } = parseAttributes({
    'project-id': 'test',
    networks: 'eip155:31337',
    'rpc-urls': JSON.stringify({ 'eip155:31337': rpcUrl }),
    ...attributes,
  });
  c.setOptions(options);
  c.start();
  await c.connect('test.wire.wallet');
  window.removeEventListener('eip6963:requestProvider', announce);
  client = c;
  return c;
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const toasts = (c: WalletModalClient) => c.store.get(toastsAtom).map((t) => t.message);
const balanceRequests = () => service.requests.filter((r) => r.includes('/balance')).length;

describe('account data with api-url', () => {
  it('fills tokenBalance, the name and the explorer link, and getAccount shows them', async () => {
    service.balances = [
      wireBalance(),
      wireBalance({ symbol: 'ETH', name: 'Ether', address: undefined, value: '3000.00', price: '3000.00', quantity: { decimals: '18', numeric: '1' } }),
    ];
    service.identities[signer.address.toLowerCase()] = { name: 'erin.wallet-modal.local', avatar: 'https://avatars.example/erin.png' };
    const c = await load();
    await until(() => c.getAccount().tokenBalance.length === 2 && c.getAccount().profileName !== undefined);
    const account = c.getAccount();
    expect(account.tokenBalance[0]).toMatchObject({
      symbol: 'DEMO',
      quantity: { value: 617_250_000_000_000_000_000n, decimals: 18 },
      value: { value: 123450n, decimals: 2 },
    });
    expect(account.profileName).toBe('erin.wallet-modal.local');
    expect(account.profileImage).toBe('https://avatars.example/erin.png');
    // Localhost 31337 has no explorer of its own: the service's.
    expect(account.addressExplorerUrl).toBe(`${service.url}/explorer/address/${signer.address}`);
  });

  it('keeps balances and names 30 s / 5 min across a reload, and drops a hostile stored value', async () => {
    service.balances = [wireBalance()];
    service.identities[signer.address.toLowerCase()] = { name: 'erin.wallet-modal.local', avatar: null };
    let c = await load();
    await until(() => c.getAccount().tokenBalance.length === 1 && c.getAccount().profileName !== undefined);
    const identityRequests = service.requests.filter((r) => r.includes('/identity')).length;
    expect(balanceRequests()).toBe(1);

    c = await load();
    await until(() => c.getAccount().tokenBalance.length === 1 && c.getAccount().profileName !== undefined);
    expect(balanceRequests()).toBe(1);
    expect(service.requests.filter((r) => r.includes('/identity')).length).toBe(identityRequests);

    // Someone rewrites the cache: an entry with a javascript: icon and a bidi name; the good entry stays.
    const stored = JSON.parse(localStorage.getItem('wm:token-balance-cache')!) as Record<string, { balances: unknown[] }>;
    const key = Object.keys(stored)[0]!;
    stored[key]!.balances.push(wireBalance({ iconUrl: 'javascript:alert(1)' }), wireBalance({ name: 'U\u202eSD' }));
    localStorage.setItem('wm:token-balance-cache', JSON.stringify(stored));
    c = await load();
    await until(() => c.getAccount().tokenBalance.length > 0);
    expect(c.getAccount().tokenBalance.map((t) => t.iconUrl)).toEqual(['https://tokens.example/demo.png']);

    // A value of the wrong shape is removed and the service asked again.
    localStorage.setItem('wm:token-balance-cache', JSON.stringify({ [key]: { at: 'now', balances: '<script>' } }));
    localStorage.setItem('wm:identity-cache', JSON.stringify({ x: { at: Date.now(), name: '<img src=x>' } }));
    c = await load();
    await until(() => balanceRequests() === 2 && c.getAccount().tokenBalance.length === 1);
    expect(JSON.parse(localStorage.getItem('wm:identity-cache')!)).not.toHaveProperty('x');
  });

  it('shows the spec toasts when the service fails, and nothing of it without api-url', async () => {
    service.failWith = 500;
    let c = await load();
    await until(() => toasts(c).includes('Token Balance Unavailable') || toasts(c).includes('Error fetching names for address'));
    await until(() => toasts(c).includes('Error fetching names for address'));
    await c.loadActivity({ reset: true });
    expect(c.store.get(activityAtom)).toMatchObject({ status: 'error', transactions: [] });
    expect(toasts(c)).toContain('Failed to fetch transactions');

    service.failWith = undefined;
    service.requests.length = 0;
    localStorage.clear();
    c = await load({});
    await c.refreshBalance(undefined, true);
    await c.loadActivity({ reset: true });
    expect(service.requests).toEqual([]);
    expect(c.getAccount().profileName).toBeUndefined();
    expect(toasts(c)).toEqual([]);
  });

  it('lists activity on the active chain only, without all-spam transactions, a page at a time', async () => {
    service.history = [
      [wireTransaction(), wireTransaction({ chain: 'eip155:1' }), wireTransaction({ transfers: [wireNftTransfer('Spam #1', 'in', true)] })],
      [wireTransaction({ direction: 'in' })],
    ];
    const c = await load();
    await c.loadActivity({ reset: true });
    expect(c.store.get(activityAtom)).toMatchObject({ status: 'loaded', next: 'page-1' });
    expect(c.store.get(activityAtom).transactions).toHaveLength(1);
    await c.loadActivity();
    const { transactions, next } = c.store.get(activityAtom);
    expect(transactions.map((t) => t.transfers[0]?.direction)).toEqual(['out', 'in']);
    expect(transactions.every((t) => t.chainId === 'eip155:31337')).toBe(true);
    expect(next).toBeNull();
  });

  it('refreshes quietly: new transactions on top, a confirmed status taken, the cursor kept; a failure keeps the list', async () => {
    const pending = wireTransaction({ status: 'pending' });
    const older = wireTransaction();
    service.history = [[pending, older], [wireTransaction({ direction: 'in' })]];
    const c = await load();
    await c.loadActivity({ reset: true });
    await c.loadActivity();
    const ids = () => c.store.get(activityAtom).transactions.map((t) => t.id);
    expect(ids()).toHaveLength(3);
    const before = c.store.get(activityAtom);
    // Nothing new: the same state object, nothing drawn again.
    await c.loadActivity({ refresh: true });
    expect(c.store.get(activityAtom)).toBe(before);

    const fresh = wireTransaction({ direction: 'in' });
    const spam = wireTransaction({ transfers: [wireNftTransfer('Spam #2', 'in', true)] });
    service.history[0] = [fresh, spam, { ...pending, metadata: { ...(pending.metadata as object), status: 'confirmed' } }, older];
    await c.loadActivity({ refresh: true });
    expect(ids()).toEqual([fresh.id, ...before.transactions.map((t) => t.id)]);
    expect(c.store.get(activityAtom).transactions[1]?.status).toBe('confirmed');
    expect(c.store.get(activityAtom)).toMatchObject({ status: 'loaded', next: null });

    service.failWith = 500;
    const toastsBefore = toasts(c).length;
    await c.loadActivity({ refresh: true });
    expect(ids()).toHaveLength(4);
    expect(toasts(c)).toHaveLength(toastsBefore);
  });

  it('starts the list again from the newest page when more came in than a page holds', async () => {
    service.history = [[wireTransaction(), wireTransaction()]];
    const c = await load();
    await c.loadActivity({ reset: true });
    const unknown = [wireTransaction(), wireTransaction()];
    service.history = [unknown, [wireTransaction()]];
    await c.loadActivity({ refresh: true });
    expect(c.store.get(activityAtom)).toMatchObject({ next: 'page-1' });
    expect(c.store.get(activityAtom).transactions.map((t) => t.id)).toEqual(unknown.map((t) => t.id));
  });

  it('reads NFTs once per account and chain, and again after a failure', async () => {
    service.history = [[wireTransaction({ transfers: [wireNftTransfer('Demo Art #1', 'in')] })]];
    service.failWith = 500;
    const c = await load();
    await c.loadNfts();
    expect(c.store.get(nftsAtom).status).toBe('error');
    service.failWith = undefined;
    await c.loadNfts();
    expect(c.store.get(nftsAtom).items.map((n) => n.name)).toEqual(['Demo Art #1']);
    const asked = service.requests.filter((r) => r.includes('/history')).length;
    await c.loadNfts();
    expect(service.requests.filter((r) => r.includes('/history')).length).toBe(asked);
  });

  it('derives NFT holdings from history, without spam or what was sent away', async () => {
    service.history = [
      [
        wireTransaction({ transfers: [wireNftTransfer('Demo Art #2', 'out')] }),
        wireTransaction({ transfers: [wireNftTransfer('Demo Art #1', 'in'), wireNftTransfer('Spam #9', 'in', true)] }),
        wireTransaction({ transfers: [wireNftTransfer('Demo Art #2', 'in')] }),
      ],
    ];
    const c = await load();
    await c.loadNfts();
    expect(c.store.get(nftsAtom).items.map((n) => [n.name, n.collection, n.count])).toEqual([['Demo Art #1', 'Demo Art', 1n]]);
  });

  it('registers a name: success view, a signed message the service verifies, then the name on the account', async () => {
    const c = await load();
    c.open();
    c.push({ view: 'RegisterAccountName' });
    const done = c.registerAccountName('Frank-1');
    await until(() => c.store.get(currentRouteAtom)?.view === 'RegisterAccountNameSuccess');
    expect(await done).toBe('frank-1.wallet-modal.local');
    expect(c.store.get(registrationAtom)).toEqual({ name: 'frank-1.wallet-modal.local', status: 'done' });
    expect(c.getAccount().profileName).toBe('frank-1.wallet-modal.local');
    expect(service.registrations).toEqual([{ coin_type: 0x80007a69, address: signer.address, name: 'frank-1.wallet-modal.local', signer: signer.address }]);
  });

  it('goes back to RegisterAccountName with the spec error when the wallet declines or the name is taken', async () => {
    const c = await load();
    c.open();
    c.push({ view: 'RegisterAccountName' });
    wallet.answer = 'reject';
    await expect(c.registerAccountName('grace')).rejects.toMatchObject({ shortMessage: 'Error registering name grace' });
    expect(c.store.get(currentRouteAtom)?.view).toBe('RegisterAccountName');
    expect(toasts(c)).toContain('Error registering name grace');
    expect(service.registrations).toEqual([]);

    service.names.add('henry.wallet-modal.local');
    await expect(c.registerAccountName('henry')).rejects.toMatchObject({ shortMessage: 'Error registering name henry' });
    await expect(c.registerAccountName('abc')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    service.failWith = 503;
    await expect(c.registerAccountName('irene')).rejects.toMatchObject({ shortMessage: 'Error resolving name' });
    expect(toasts(c)).toContain('Error resolving name');
  });
});

describe('chains the service does not index', () => {
  it('shows empty activity and NFTs there, without asking or a toast', async () => {
    const c = await load({
      'api-url': service.url,
      networks: 'eip155:31337,eip155:31338',
      'rpc-urls': JSON.stringify({ 'eip155:31337': rpcUrl, 'eip155:31338': rpcUrl }),
    });
    await c.loadActivity({ reset: true });
    await c.switchNetwork('eip155:31338');
    service.requests.length = 0;
    await c.loadActivity({ reset: true });
    await c.loadNfts();
    expect(c.store.get(activityAtom)).toMatchObject({ key: `eip155:31338:${signer.address}`, status: 'loaded', transactions: [] });
    expect(c.store.get(nftsAtom)).toMatchObject({ status: 'loaded', items: [] });
    expect(service.requests.filter((r) => r.includes('/history'))).toEqual([]);
    expect(toasts(c)).not.toContain('Failed to fetch transactions');
  });
});
