import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_RPC_METHODS, SAFE_RPC_METHODS } from '../../../src/constants/rpc-methods';
import type { WalletModalError } from '../../../src/errors';
import { RpcCallNotAllowedError } from '../../../src/errors/rpc';
import { guardProvider, guardRequests, isAllowedRpcMethod } from '../../../src/chains/allowed-methods';
import { createInjectedConnector } from '../../../src/connectors/injected';
import { createClient } from '../../../src/client/create-client';
import type { WalletModalClient } from '../../../src/client/types';
import { parseAttributes } from '../../../src/element/attributes';
import type { Eip1193Provider } from '../../../src/connectors/connector';
import { createWireWallet } from '../../support/wire-wallet';
import { fakeCore, connectorsWith } from './walletconnect/fake-core';

const LISTED = [...SAFE_RPC_METHODS, ...APPROVAL_RPC_METHODS];
/** 20 methods a wallet or node knows that no provider of ours may pass, and a few names that only look like methods. */
const NOT_LISTED = [
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_coinbase',
  'eth_mining',
  'eth_submitWork',
  'eth_subscribe',
  'personal_unlockAccount',
  'personal_sendTransaction',
  'personal_importRawKey',
  'admin_addPeer',
  'debug_traceTransaction',
  'miner_start',
  'wallet_watchAsset',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'solana_signIn',
  'anvil_setBalance',
];
const LOOKALIKES = ['', 'ETH_CALL', 'eth_call ', '__proto__', 'constructor', 'toString'];

const info = { id: 'wire', name: 'Wire Wallet', type: 'ANNOUNCED' as const };
const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('the lists of SPEC §6', () => {
  it('hold about 40 safe methods and the 11 approval methods, apart, with the names SPEC §6 gives', () => {
    expect(SAFE_RPC_METHODS.length).toBeGreaterThanOrEqual(38);
    expect(SAFE_RPC_METHODS.length).toBeLessThanOrEqual(45);
    expect(APPROVAL_RPC_METHODS).toHaveLength(11);
    expect(new Set(LISTED).size).toBe(LISTED.length);
    expect(SAFE_RPC_METHODS).toEqual(
      expect.arrayContaining([
        'eth_call',
        'eth_getBalance',
        'eth_chainId',
        'eth_getLogs',
        'eth_sendRawTransaction',
        'wallet_getCapabilities',
        'wallet_getCallsStatus',
        'wallet_getAssets',
        'eth_getUserOperationReceipt',
      ]),
    );
    for (const method of NOT_LISTED) expect(isAllowedRpcMethod(method)).toBe(false);
  });
});

describe('an injected wallet behind the allow-list', () => {
  it.each([
    ['the provider handed to the host', 'host'],
    ["the connector's own requests", 'own'],
  ] as const)('%s passes every listed method to the wallet', async (_, which) => {
    const wallet = createWireWallet();
    const connector = createInjectedConnector(wallet.provider, info);
    const request = which === 'host' ? connector.getProvider().request : connector.request;
    for (const method of LISTED) {
      const outcome = await rejection(request({ method, params: [] })).catch(() => undefined);
      // The wire wallet answers 4200 to what it does not know: the point is that it was asked, not refused here.
      expect(outcome).not.toBeInstanceOf(RpcCallNotAllowedError);
    }
    expect(wallet.calls).toEqual(LISTED);
  });

  it.each([
    ['the provider handed to the host', 'host'],
    ["the connector's own requests", 'own'],
  ] as const)('%s refuses 20 other methods (eth_sign among them) without asking the wallet', async (_, which) => {
    const wallet = createWireWallet();
    const connector = createInjectedConnector(wallet.provider, info);
    const request = which === 'host' ? connector.getProvider().request : connector.request;
    for (const method of [...NOT_LISTED, ...LOOKALIKES]) {
      const error = await rejection(request({ method, params: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0xdeadbeef'] }));
      expect(error).toBeInstanceOf(RpcCallNotAllowedError);
      expect(error).toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED', shortMessage: 'Requested RPC call is not allowed', method });
    }
    expect(wallet.calls).toEqual([]);
  });

  it('rejects the requests still open on that provider when a method off the list is asked', async () => {
    const wallet = createWireWallet();
    wallet.hold = true;
    const provider = createInjectedConnector(wallet.provider, info).getProvider();
    const open = provider.request({ method: 'eth_requestAccounts' });
    await vi.waitFor(() => expect(wallet.calls).toEqual(['eth_requestAccounts']));
    const refused = provider.request({ method: 'eth_sign', params: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0xdeadbeef'] });
    await expect(refused).rejects.toBeInstanceOf(RpcCallNotAllowedError);
    const dropped = await rejection(open);
    expect(dropped).toBeInstanceOf(RpcCallNotAllowedError);
    expect((dropped as WalletModalError).message).toMatch(/an open request was dropped: eth_sign is not on the list/);
    // The wallet's late answer changes nothing, and the provider still works.
    wallet.release();
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('keeps the open requests of another provider', async () => {
    let answer!: (value: unknown) => void;
    const raw: Eip1193Provider = { request: () => new Promise((resolve) => (answer = resolve)) };
    const first = guardProvider(raw);
    const second = guardRequests((args) => raw.request(args));
    const open = first.request({ method: 'eth_blockNumber' });
    await expect(second({ method: 'eth_sign' })).rejects.toBeInstanceOf(RpcCallNotAllowedError);
    answer('0x10');
    await expect(open).resolves.toBe('0x10');
    expect(guardProvider(first)).toBe(first);
  });
});

describe('WalletConnect behind the allow-list', () => {
  it('refuses eth_sign on the provider it hands out, and the session never carries it', async () => {
    const core = fakeCore();
    core.restore({ eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], methods: ['personal_sign'] } });
    const connector = connectorsWith(core).of('eip155');
    await expect(connector.getProvider().request({ method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(RpcCallNotAllowedError);
    await expect(connector.request({ method: 'eth_signTransaction', params: [] })).rejects.toBeInstanceOf(RpcCallNotAllowedError);
    await connector.getProvider().request({ method: 'personal_sign', params: ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] });
    expect(core.request.mock.calls.map(([args]) => args.method)).toEqual(['personal_sign']);
  });
});

describe("the element's getProvider", () => {
  let client: WalletModalClient | undefined;
  afterEach(() => client?.destroy());

  it('hands out a provider that refuses eth_sign and rejects what is open', async () => {
    localStorage.clear();
    const wallet = createWireWallet();
    const announce = () => wallet.announce(window);
    window.addEventListener('eip6963:requestProvider', announce);
    client = createClient(window);
    client.setOptions(parseAttributes({ 'project-id': 'test', networks: 'eip155:31337', 'rpc-urls': '{"eip155:31337":"http://127.0.0.1:9"}' }).options);
    client.start();
    await client.connect('test.wire.wallet');
    window.removeEventListener('eip6963:requestProvider', announce);
    const provider = client.getProvider('eip155') as Eip1193Provider;
    expect(client.getProvider('eip155')).toBe(provider);
    wallet.hold = true;
    const before = wallet.calls.length;
    const open = provider.request({ method: 'eth_requestAccounts' });
    await vi.waitFor(() => expect(wallet.calls.length).toBe(before + 1));
    await expect(provider.request({ method: 'eth_sign', params: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0xdeadbeef'] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    );
    await expect(open).rejects.toBeInstanceOf(RpcCallNotAllowedError);
    wallet.release();
    expect(wallet.calls).not.toContain('eth_sign');
  });
});
