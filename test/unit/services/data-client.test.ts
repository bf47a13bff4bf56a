// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Wallet, getBytes, hexlify, toUtf8Bytes } from 'ethers';
import {
  getBalances,
  getHistory,
  getIdentity,
  getNameSuggestions,
  getRegistrationTarget,
  getSupportedChains,
  lookupName,
  registerName,
  type DataClientOptions,
} from '../../../src/services/data/client';
import { registrationBody, registrationMessage, registrationNonce } from '../../../src/services/data/registration';
import { coinTypeOfChainId } from '../../../src/chains/eip155/coin-type';
import { startDataService, wireBalance, wireTransaction, type DataServiceStandIn } from '../../support/data-service';

let service: DataServiceStandIn;
let options: DataClientOptions;
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

beforeEach(async () => {
  service = await startDataService();
  options = { baseUrl: `${service.url}/`, projectId: 'test', origin: 'https://shop.example' };
});
afterEach(() => service.close());

describe('data service client over HTTP', () => {
  it('asks for balances in USD on one chain, with projectId, st and sv, and parses them to bigint', async () => {
    service.balances = [
      wireBalance(),
      wireBalance({ iconUrl: `${service.url}/icons/demo.png`, symbol: 'LOC' }),
      wireBalance({ iconUrl: 'javascript:alert(1)' }),
    ];
    const balances = await getBalances(ADDRESS, 'eip155:31337', options);
    expect(balances.map((b) => [b.symbol, b.quantity.value, b.iconUrl])).toEqual([
      ['DEMO', 617_250_000_000_000_000_000n, 'https://tokens.example/demo.png'],
      ['LOC', 617_250_000_000_000_000_000n, `${service.url}/icons/demo.png`],
    ]);
    const asked = new URL(`http://x${service.requests[0]!.split(' ')[1]}`);
    expect(asked.pathname).toBe(`/v1/account/${ADDRESS}/balance`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:31337', projectId: 'test', st: 'wallet-modal' });
    expect(asked.searchParams.get('sv')).toBeTruthy();
  });

  it('pages history by the cursor the service gave', async () => {
    service.history = [[wireTransaction(), wireTransaction()], [wireTransaction({ direction: 'in' })]];
    const first = await getHistory(ADDRESS, { chainId: 'eip155:31337' }, options);
    expect(first.transactions).toHaveLength(2);
    expect(first.next).toBe('page-1');
    const second = await getHistory(ADDRESS, { chainId: 'eip155:31337', cursor: first.next! }, options);
    expect(second.transactions[0]?.transfers[0]?.direction).toBe('in');
    expect(second.next).toBeNull();
  });

  it('turns an HTTP error into the spec message and a foreign body into an error', async () => {
    service.failWith = 500;
    await expect(getSupportedChains(options)).rejects.toMatchObject({ shortMessage: 'HTTP status code: 500' });
    service.failWith = undefined;
    service.rawBody = '{"balances": "all of them"}';
    await expect(getBalances(ADDRESS, 'eip155:31337', options)).rejects.toMatchObject({ shortMessage: 'An error occurred' });
    service.rawBody = '<html>';
    await expect(getIdentity(ADDRESS, options)).rejects.toMatchObject({ details: 'The data service answered with invalid JSON' });
  });

  it('survives a 5 MB answer of 10,000 entries, keeping only the good ones', async () => {
    const good = wireBalance();
    const bad = wireBalance({ name: 'x'.repeat(1000), iconUrl: 'data:image/svg+xml,<svg onload=alert(1)>' });
    const balances = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? bad : { ...good, symbol: `T${i % 1000}` }));
    service.rawBody = JSON.stringify({ balances });
    expect(service.rawBody.length).toBeGreaterThan(5_000_000);
    const found = await getBalances(ADDRESS, 'eip155:31337', options);
    expect(found).toHaveLength(1000);
    expect(found.every((b) => b.iconUrl === 'https://tokens.example/demo.png')).toBe(true);
  }, 30_000);

  it('reads identity, suggestions and name lookups (a 404 is a free name)', async () => {
    service.identities[ADDRESS.toLowerCase()] = { name: 'alice.wallet-modal.local', avatar: null };
    expect(await getIdentity(ADDRESS, options)).toEqual({ name: 'alice.wallet-modal.local' });
    expect(await getIdentity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', options)).toEqual({});
    service.names.add('alice.wallet-modal.local');
    expect(await getNameSuggestions('alice', options)).toEqual([
      { name: 'alice.wallet-modal.local', registered: true },
      { name: 'alice1.wallet-modal.local', registered: false },
      { name: 'alice42.wallet-modal.local', registered: false },
    ]);
    expect(await lookupName('alice', options)).toEqual({ name: 'alice.wallet-modal.local' });
    expect(await lookupName('bobby', options)).toBeNull();
  });

  it('reads what a registration needs: whether the name is taken and the domain to sign', async () => {
    service.names.add('dave.wallet-modal.local');
    expect(await getRegistrationTarget('dave', options)).toEqual({ registered: true, domain: 'wallet-modal.local' });
    expect(await getRegistrationTarget('erin', options)).toEqual({ registered: false, domain: 'wallet-modal.local' });
    // A message for another deployment: refused by the service, nothing registered.
    const wallet = Wallet.createRandom();
    const message = {
      domain: 'other.example',
      name: 'erin',
      address: wallet.address,
      coinType: 60,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: registrationNonce(),
    };
    const text = registrationMessage(message);
    await expect(registerName(registrationBody(message, text, await wallet.signMessage(text)), options)).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 400',
    });
    expect(service.registrations).toEqual([]);
  });

  it('posts a registration the service verifies: the JSON message signed with personal_sign', async () => {
    const wallet = Wallet.createRandom();
    const message = {
      domain: 'wallet-modal.local',
      name: 'carol',
      address: wallet.address,
      coinType: coinTypeOfChainId(31337),
      timestamp: Math.floor(Date.now() / 1000),
      nonce: registrationNonce(),
    };
    const text = registrationMessage(message);
    expect(Object.keys(JSON.parse(text))).toEqual(['domain', 'name', 'address', 'coinType', 'timestamp', 'nonce']);
    // What the connector sends: personal_sign over the UTF-8 bytes, given as hex.
    const signature = await wallet.signMessage(getBytes(hexlify(toUtf8Bytes(text))));
    expect(await registerName(registrationBody(message, text, signature), options)).toEqual({ name: 'carol.wallet-modal.local' });
    expect(service.registrations).toEqual([{ coin_type: 0x80007a69, address: wallet.address, name: 'carol.wallet-modal.local', signer: wallet.address }]);
    // The same name again: the service's 409.
    const again = { ...message, nonce: registrationNonce() };
    const text2 = registrationMessage(again);
    await expect(registerName(registrationBody(again, text2, await wallet.signMessage(text2)), options)).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 409',
    });
  });
});
