// An unreachable WalletConnect relay, from the connect action to the QR view: the attempt ends in the
// relay error (not a spinner), the trigger's account state is put back, wm-error reports RELAY_UNREACHABLE,
// and the view names the relay and retries the pairing. The session core is fake-core.ts's stand-in; the
// real one against real relays runs in test/unit/connectors/walletconnect/relay-*.test.ts and the e2e tests.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import type { Network } from '../../../src/chains/network';
import { RelayUnreachableError } from '../../../src/errors/rpc';
import { accountAtoms } from '../../../src/state/account';
import { connectAttemptAtom, connectorsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import ConnectingWalletConnectView from '../../../src/ui/views/ConnectingWalletConnectView';
import { connectorsWith, fakeCore } from '../connectors/walletconnect/fake-core';
import { click, render } from '../../support/render';
import * as MESSAGES from '../../../src/messages';

const NETWORKS: Network[] = [{ ...findKnownNetwork('eip155:31337')!, rpcUrls: { default: { http: ['http://127.0.0.1:1/a'] } } }];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an unreachable WalletConnect relay', () => {
  it('ends the attempt in the relay error, puts the account back, and fires wm-error RELAY_UNREACHABLE', async () => {
    // Through the client: the page hears of a rejected action there (docs/errors.md).
    const events: ClientEvent[] = [];
    const client = createClient(window);
    client.subscribe((e) => events.push(e));
    const { store } = client;
    store.set(optionsAtom, { ...DEFAULT_OPTIONS, projectId: 'test', networks: NETWORKS });
    const core = fakeCore();
    store.set(connectorsAtom, connectorsWith(core, ['eip155']).connectors);

    const attempt = client.connect('walletConnect').catch((error: unknown) => error);
    await vi.waitFor(() => expect(core.pending).toHaveLength(1));
    expect(store.get(accountAtoms.eip155).status).toBe('connecting');
    core.pending[0]!.reject(new RelayUnreachableError('relay.example.org'));
    const error = await attempt;

    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect(store.get(accountAtoms.eip155)).toEqual({ status: 'disconnected' });
    expect(store.get(connectAttemptAtom)).toMatchObject({ connectorId: 'walletConnect', status: 'error', error: { code: 'RELAY_UNREACHABLE' } });
    expect(events.filter((e) => e.type === 'error').map((e) => e.detail)).toEqual([{ code: 'RELAY_UNREACHABLE', message: MESSAGES.relayUnreachable }]);
  });

  it('the QR view shows the error with the relay’s host and Try again, which retries the pairing', () => {
    const store = createStore();
    // The view follows the pairing connector's attempt, as it does on a page with WalletConnect.
    store.set(connectorsAtom, connectorsWith(fakeCore(), ['eip155']).connectors);
    store.set(connectAttemptAtom, { connectorId: 'walletConnect', status: 'waiting' });
    const { byTestId, client } = render(<ConnectingWalletConnectView route={{ view: 'ConnectingWalletConnect' }} />, store);
    expect(byTestId('wm-connect-waiting')).not.toBeNull();
    act(() => store.set(connectAttemptAtom, { connectorId: 'walletConnect', status: 'error', error: new RelayUnreachableError('relay.example.org') }));
    expect(byTestId('wm-connect-waiting')).toBeNull();
    expect(byTestId('wm-relay-error')!.getAttribute('role')).toBe('alert');
    expect(byTestId('wm-relay-error')!.textContent).toContain('Could not reach the WalletConnect relay');
    expect(byTestId('wm-relay-host')!.textContent).toBe('relay.example.org');
    expect(byTestId('wm-retry')!.textContent).toBe('Try again');
    click(byTestId('wm-retry'));
    expect(client.connect).toHaveBeenCalledWith('walletConnect', {});
  });
});
