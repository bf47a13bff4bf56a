/**
 * docs/errors.md's rule: every action that rejects fires one error event (the element's wm-error) with the code and
 * shortMessage it rejects with, a person's refusal included; the same failure never fires twice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { WalletModalError } from '../../../src/errors';
import { connectorsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';
import type { WalletModalElement } from '../../../src/wallet-modal';

const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

let wallet: WireWallet;
let client: WalletModalClient;
let events: ClientEvent[];
const announce = () => wallet.announce(window);
const errors = () => events.flatMap((e) => (e.type === 'error' ? [e.detail] : []));

/** The action's rejection, and the error events it fired. */
async function failure(run: () => Promise<unknown>): Promise<{ rejection: WalletModalError; fired: { code: string; message: string }[] }> {
  const before = errors().length;
  const rejection = await run().then(
    () => expect.unreachable('the action should reject'),
    (error: unknown) => error as WalletModalError,
  );
  return { rejection, fired: errors().slice(before) };
}

beforeEach(() => {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  client = createClient(window);
  events = [];
  client.subscribe((e) => events.push(e));
  client.setOptions({ ...DEFAULT_OPTIONS, projectId: 'test', networks: [findKnownNetwork('eip155:31337')!] });
  client.start();
});
afterEach(() => {
  client.destroy();
  window.removeEventListener('eip6963:requestProvider', announce);
});

describe('an action that rejects fires one error event with its code and shortMessage', () => {
  it('connect: a refusal too, and once for a double click joined to one attempt', async () => {
    wallet.answer = 'reject';
    const { rejection, fired } = await failure(() => client.connect('test.wire.wallet'));
    expect(rejection).toBeInstanceOf(WalletModalError);
    expect(fired).toEqual([{ code: 'PROVIDER_4001', message: 'User rejected the request.' }]);

    wallet.hold = true;
    const before = errors().length;
    const both = Promise.allSettled([client.connect('test.wire.wallet'), client.connect('test.wire.wallet')]);
    await expect.poll(() => wallet.calls.filter((m) => m === 'eth_requestAccounts').length).toBe(2);
    wallet.release();
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(errors().slice(before)).toEqual([{ code: 'PROVIDER_4001', message: 'User rejected the request.' }]);

    const unknown = await failure(() => client.connect('no.such.wallet'));
    expect(unknown.fired).toEqual([{ code: 'CONNECTOR_NOT_FOUND', message: 'Address or auth connector not found' }]);
  });

  it('sign: not connected, then a refusal', async () => {
    const early = await failure(() => client.signMessage('hi'));
    expect(early.fired).toEqual([{ code: early.rejection.code, message: early.rejection.shortMessage }]);
    expect(early.fired).toEqual([{ code: 'NOT_CONNECTED', message: 'Address or auth connector not found' }]);
    await client.connect('test.wire.wallet');
    wallet.answer = 'reject';
    const { rejection, fired } = await failure(() => client.signMessage('hi'));
    expect(fired).toEqual([{ code: 'PROVIDER_4001', message: 'User rejected the request.' }]);
    expect(rejection.code).toBe('PROVIDER_4001');
  });

  it('send: a bad request, then a refusal', async () => {
    await client.connect('test.wire.wallet');
    const bad = await failure(() => client.sendTransaction({ to: '0x1234' }));
    expect(bad.fired).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid input' }]);
    wallet.answer = 'reject';
    const { fired } = await failure(() => client.sendTransaction({ to: TO, value: 1n }));
    expect(fired).toEqual([{ code: 'PROVIDER_4001', message: 'User rejected the request.' }]);
  });

  it('switch: a network outside the setup', async () => {
    const { rejection, fired } = await failure(() => client.switchNetwork('eip155:8453'));
    expect(rejection.code).toBe('NETWORK_NOT_IN_SETUP');
    expect(fired).toEqual([{ code: 'NETWORK_NOT_IN_SETUP', message: 'Network must be in the networks array of the setup' }]);
  });

  it('disconnect: a wallet whose disconnect fails', async () => {
    await client.connect('test.wire.wallet');
    const connector = client.store.get(connectorsAtom).find((c) => c.id === 'test.wire.wallet')!;
    (connector as { disconnect(): Promise<void> }).disconnect = () => Promise.reject(new Error('wallet gone'));
    const { rejection, fired } = await failure(() => client.disconnect());
    expect(rejection.details).toBe('wallet gone');
    expect(fired).toEqual([{ code: 'UNKNOWN', message: 'Failed to disconnect' }]);
  });
});

describe('<wallet-modal> methods', () => {
  it('fire wm-error once for a rejection, whether the element or the client refused', async () => {
    await import('../../../src/wallet-modal');
    const element = document.createElement('wallet-modal') as WalletModalElement;
    element.setAttribute('project-id', 'site');
    const fired: unknown[] = [];
    element.addEventListener('wm-error', (e) => fired.push((e as CustomEvent).detail));
    document.body.append(element);
    // deliberately bad input: a number where the element takes a message
    await expect(element.signMessage(42 as unknown as string)).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' });
    await expect(element.signMessage('hi')).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(fired).toEqual([
      { code: 'ACTION_NOT_ALLOWED', message: 'Invalid input' },
      { code: 'NOT_CONNECTED', message: 'Address or auth connector not found' },
    ]);
    element.remove();
  });
});
