import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { accountAtoms, activeNamespaceAtom } from '../../../src/state/account';
import { connectorListAtom } from '../../../src/state/connector-list';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { currentRouteAtom } from '../../../src/state/router';
import { EMPTY_SEND_FORM, sendFormAtom } from '../../../src/state/send-form';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const options = {
  ...DEFAULT_OPTIONS,
  projectId: 'test',
  networks: [findKnownNetwork('eip155:31337')!, findKnownNetwork(SOLANA_DEVNET)!],
};

let wallet: WireWallet;
let client: WalletModalClient;
let events: ClientEvent[];
const announce = () => wallet.announce(window);

beforeEach(() => {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  client = createClient(window);
  events = [];
  client.subscribe((e) => events.push(e));
  client.setOptions(options);
  client.start();
});
afterEach(() => {
  client.destroy();
  window.removeEventListener('eip6963:requestProvider', announce);
});

describe('switching between namespaces (SPEC §4)', () => {
  it('flags the switch, resets the send form and keeps the other namespace connected', async () => {
    await client.connect('test.wire.wallet');
    client.open();
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    client.store.set(sendFormAtom, { receiver: '0xabc', amount: '1.5', tokenAddress: undefined });

    await client.switchNetwork(SOLANA_DEVNET);

    expect(client.store.get(activeNamespaceAtom)).toBe('solana');
    expect(client.store.get(sendFormAtom)).toEqual(EMPTY_SEND_FORM);
    expect(client.store.get(accountAtoms.eip155).status).toBe('connected');
    expect(client.getAccount('eip155').isConnected).toBe(true);
    expect(client.getAccount()).toMatchObject({ namespace: 'solana', isConnected: false });
    // Solana is not connected: the modal offers its wallets instead of an empty account.
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Connect' });
    expect(events.filter((e) => e.type === 'network-change').at(-1)?.detail).toEqual({ namespace: 'solana', caipNetworkId: SOLANA_DEVNET, supported: true });
    expect(localStorage.getItem('wm:active-namespace')).toBe('"solana"');
    // The Connect list shows the active namespace's wallets only: the EVM wallet is not offered for Solana.
    expect(client.store.get(connectorListAtom).map((i) => i.connector.id)).not.toContain('test.wire.wallet');

    client.selectNamespace('eip155');
    expect(client.store.get(activeNamespaceAtom)).toBe('eip155');
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect(client.getAccount().address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('does not flag a switch within one namespace, and refuses a namespace outside the setup', async () => {
    await client.connect('test.wire.wallet');
    client.store.set(sendFormAtom, { receiver: '0xabc', amount: '2', tokenAddress: undefined });
    client.selectNamespace('eip155');
    expect(client.store.get(activeNamespaceAtom)).toBe('eip155');
    expect(client.store.get(sendFormAtom).amount).toBe('2');

    client.selectNamespace('bip122');
    expect(client.store.get(activeNamespaceAtom)).toBe('eip155');
    expect(events.filter((e) => e.type === 'error').at(-1)?.detail).toEqual({ code: 'ACTION_NOT_ALLOWED', message: 'Adapter not found' });
  });

  it('moves to the namespace still connected when the active one disconnects', async () => {
    await client.connect('test.wire.wallet');
    client.selectNamespace('solana');
    await client.disconnect('solana');
    // Nothing was connected on Solana: the EVM connection is untouched, and the modal moves back to it.
    expect(client.getAccount('eip155').isConnected).toBe(true);
    expect(events.filter((e) => e.type === 'disconnect')).toEqual([]);
    expect(client.store.get(activeNamespaceAtom)).toBe('eip155');
  });
});
