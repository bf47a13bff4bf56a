/**
 * SPEC §5 through the real client: an EIP-1193 wallet answers personal_sign and eth_sendTransaction with a 0x hash,
 * with 62 hex digits, or with an object, and the page's signMessage and sendTransaction resolve with what SPEC §5 says.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientEvent } from '../../../src/client/events';
import { pendingTransactionsAtom } from '../../../src/state/pending-transactions';
import { connectedWireClient, type WireWallet } from '../../support/wire-wallet';
import type { WalletModalClient } from '../../../src/client/types';

const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const HASH = `0x${'cd'.repeat(32)}`;
const SHORT = `0x${'7'.repeat(62)}`;
/** What a smart wallet may answer for a call it batches (EIP-5792's wallet_sendCalls reply). */
const BUNDLE = { id: '0x00000000000000000000000000000000000000000000000000000000000000aa', capabilities: {} };

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

async function connected(): Promise<{ client: WalletModalClient; wallet: WireWallet; events: ClientEvent[] }> {
  const { client, wallet, destroy: end } = await connectedWireClient();
  destroy = end;
  const events: ClientEvent[] = [];
  client.subscribe((event) => events.push(event));
  return { client, wallet, events };
}

describe('signMessage reads the wallet reply as SPEC §5 says', () => {
  it.each([
    ['a 65-byte signature', `0x${'ab'.repeat(65)}`],
    ['a 0x hash of 64 hex digits', HASH],
    ['62 hex digits', SHORT],
  ])('%s is the signature', async (_label, reply) => {
    const { client, wallet } = await connected();
    wallet.signReply = reply;
    await expect(client.signMessage('hello')).resolves.toBe(reply);
  });

  it('an object is handed back as the wallet gave it', async () => {
    const { client, wallet } = await connected();
    wallet.signReply = BUNDLE;
    await expect(client.signMessage('hello')).resolves.toBe(BUNDLE);
  });

  it.each([
    ['61 hex digits', `0x${'7'.repeat(61)}`],
    ['hex without 0x', 'ab'.repeat(65)],
    ['null', null],
    ['a number', 7],
  ])('%s is neither, and rejects as WALLET_REPLY_INVALID', async (_label, reply) => {
    const { client, wallet } = await connected();
    wallet.signReply = reply;
    await expect(client.signMessage('hello')).rejects.toMatchObject({ code: 'WALLET_REPLY_INVALID', shortMessage: 'An error occurred' });
  });
});

describe('sendTransaction reads the wallet reply as SPEC §5 says', () => {
  it.each([
    ['a 0x hash of 64 hex digits', HASH],
    ['62 hex digits', SHORT],
  ])('%s is the hash, and wm-transaction follows it', async (_label, reply) => {
    const { client, wallet, events } = await connected();
    wallet.sendReply = reply;
    await expect(client.sendTransaction({ to: TO })).resolves.toBe(reply);
    expect(events.filter((e) => e.type === 'transaction').map((e) => e.detail)).toEqual([{ namespace: 'eip155', hash: reply, status: 'pending' }]);
  });

  it('an object is handed back; with no hash, no wm-transaction fires and nothing is listed as pending', async () => {
    const { client, wallet, events } = await connected();
    wallet.sendReply = BUNDLE;
    await expect(client.sendTransaction({ to: TO })).resolves.toBe(BUNDLE);
    expect(wallet.sent).toEqual([{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: TO }]);
    expect(events.filter((e) => e.type === 'transaction')).toEqual([]);
    expect(client.store.get(pendingTransactionsAtom)).toEqual({});
  });

  it('a string that is not a hash rejects as WALLET_REPLY_INVALID, with no event', async () => {
    const { client, wallet, events } = await connected();
    wallet.sendReply = '0x1234';
    await expect(client.sendTransaction({ to: TO })).rejects.toMatchObject({ code: 'WALLET_REPLY_INVALID' });
    expect(events.filter((e) => e.type === 'transaction')).toEqual([]);
  });
});
