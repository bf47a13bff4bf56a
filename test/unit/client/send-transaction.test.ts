import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { parseEvmTransaction, parseSolanaTransaction } from '../../../src/client/actions/transaction-request';
import { classifyWalletReply } from '../../../src/client/actions/wallet-reply';
import { STATUS_READERS, watchTransaction } from '../../../src/client/actions/send-transaction';
import { parseAttributes } from '../../../src/element/attributes';
import { WalletModalError } from '../../../src/errors';
import { pendingTransactionsAtom } from '../../../src/state/pending-transactions';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const HASH = `0x${'cd'.repeat(32)}`;

function detailsOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletModalError);
    return (error as WalletModalError).details ?? '';
  }
  throw new Error('expected a throw');
}

describe('sendTransaction input (SPEC §5)', () => {
  it('takes to, a bigint or hex value and data, as hex for the wallet', () => {
    expect(parseEvmTransaction({ to: TO })).toEqual({ to: TO });
    expect(parseEvmTransaction({ to: TO, value: 10n ** 18n })).toEqual({ to: TO, value: '0xde0b6b3a7640000' });
    expect(parseEvmTransaction({ to: TO, value: '0x00ff', data: '0xabcd' })).toEqual({ to: TO, value: '0xff', data: '0xabcd' });
    expect(parseEvmTransaction({ to: TO, value: 0n, data: '0x' })).toEqual({ to: TO, value: '0x0', data: '0x' });
    // A known gas limit (a built swap's) goes to the wallet as hex too.
    expect(parseEvmTransaction({ to: TO, gas: 120_000n })).toEqual({ to: TO, gas: '0x1d4c0' });
    expect(parseEvmTransaction({ to: TO, gas: '0x01d4c0' })).toEqual({ to: TO, gas: '0x1d4c0' });
  });

  it('refuses a to or data without 0x, bad values, and non-objects, saying which', () => {
    expect(detailsOf(() => parseEvmTransaction({ to: TO.slice(2) }))).toMatch(/to must be a string starting with 0x/);
    expect(detailsOf(() => parseEvmTransaction({ to: '0x1234' }))).toMatch(/40 hex digits/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, data: 'abcd' }))).toMatch(/data must be a string starting with 0x/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, data: '0xabc' }))).toMatch(/whole bytes/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, value: -1n }))).toMatch(/negative/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, value: 5 }))).toMatch(/bigint in base units or a 0x hex quantity/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, value: '100' }))).toMatch(/0x hex quantity/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, gas: -1n }))).toMatch(/gas must not be negative/);
    expect(detailsOf(() => parseEvmTransaction({ to: TO, gas: 21000 }))).toMatch(/gas must be a bigint or a 0x hex quantity/);
    expect(detailsOf(() => parseEvmTransaction(null))).toMatch(/is an object/);
    expect(detailsOf(() => parseEvmTransaction(new Uint8Array(3)))).toMatch(/is an object/);
  });

  it('takes Solana wire bytes only', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(parseSolanaTransaction(bytes)).toBe(bytes);
    expect(detailsOf(() => parseSolanaTransaction({ to: TO }))).toMatch(/wire bytes/);
    expect(detailsOf(() => parseSolanaTransaction(new Uint8Array(0)))).toMatch(/wire bytes/);
  });

  it('reads a 0x string of 64, or 62 or more, hex digits as the hash, any object as an object, and refuses the rest (SPEC §5)', () => {
    expect(classifyWalletReply('eth_sendTransaction', HASH)).toEqual({ kind: 'hash', value: HASH });
    expect(classifyWalletReply('eth_sendTransaction', `0x${'a'.repeat(62)}`)).toEqual({ kind: 'hash', value: `0x${'a'.repeat(62)}` });
    expect(classifyWalletReply('personal_sign', `0x${'ab'.repeat(65)}`)).toEqual({ kind: 'hash', value: `0x${'ab'.repeat(65)}` });
    const bundle = { id: '0x01', capabilities: {} };
    expect(classifyWalletReply('eth_sendTransaction', bundle)).toEqual({ kind: 'object', value: bundle });
    expect(classifyWalletReply('eth_sendTransaction', bundle).value).toBe(bundle);
    expect(classifyWalletReply('eth_sendTransaction', [HASH])).toEqual({ kind: 'object', value: [HASH] });
    for (const reply of [`0x${'a'.repeat(61)}`, 'cd'.repeat(32), `0x${'g'.repeat(64)}`, null, undefined, 42]) {
      expect(() => classifyWalletReply('eth_sendTransaction', reply)).toThrow(expect.objectContaining({ code: 'WALLET_REPLY_INVALID' }));
    }
    expect(detailsOf(() => classifyWalletReply('eth_sendTransaction', null))).toBe(
      'eth_sendTransaction: the wallet answered null, neither a hash or signature nor an object',
    );
  });
});

describe('watchTransaction', () => {
  it('asks until mined, rides over failed reads, and gives up at the timeout', async () => {
    const answers: (string | undefined | Error)[] = [undefined, new Error('node down'), undefined, 'confirmed'];
    let reads = 0;
    const status = await watchTransaction(
      async () => {
        const next = answers[reads++];
        if (next instanceof Error) throw next;
        return next as 'confirmed' | undefined;
      },
      { interval: 5, timeout: 5000 },
    );
    expect(status).toBe('confirmed');
    expect(reads).toBe(4);
    expect(await watchTransaction(async () => undefined, { interval: 5, timeout: 30 })).toBeUndefined();
    let alive = true;
    reads = 0;
    const stopped = watchTransaction(
      async () => {
        reads++;
        return undefined;
      },
      { interval: 5, timeout: 5000, alive: () => alive },
    );
    await expect.poll(() => reads).toBeGreaterThan(1);
    alive = false;
    expect(await stopped).toBeUndefined();
  });

  it('reads an EVM receipt and a Solana signature status', async () => {
    const transport = (result: unknown) => ({ request: async () => result }) as never;
    const { eip155, solana } = STATUS_READERS;
    expect(await eip155!(transport(null), HASH)).toBeUndefined();
    expect(await eip155!(transport({ status: '0x1' }), HASH)).toBe('confirmed');
    expect(await eip155!(transport({ status: '0x0' }), HASH)).toBe('failed');
    expect(await solana!(transport({ value: [null] }), 'sig')).toBeUndefined();
    expect(await solana!(transport({ value: [{ err: null, confirmationStatus: 'processed' }] }), 'sig')).toBeUndefined();
    expect(await solana!(transport({ value: [{ err: null, confirmationStatus: 'confirmed' }] }), 'sig')).toBe('confirmed');
    expect(await solana!(transport({ value: [{ err: null, confirmationStatus: 'finalized' }] }), 'sig')).toBe('confirmed');
    expect(await solana!(transport({ value: [{ err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' }] }), 'sig')).toBe('failed');
  });
});

/** A loopback node: no receipt for the first asks, then a receipt with the status set by the test. */
let server: Server | undefined;
let receiptStatus = '0x1';
let receiptAsks = 0;
async function startNode(): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
      const calls = ([] as { id: number; method: string }[]).concat(JSON.parse(body));
      const replies = calls.map(({ id, method }) => {
        if (method === 'eth_getTransactionReceipt')
          return { jsonrpc: '2.0', id, result: ++receiptAsks < 2 ? null : { status: receiptStatus, transactionHash: HASH } };
        return { jsonrpc: '2.0', id, result: method === 'eth_getBalance' ? '0x1' : '0x1' };
      });
      res.writeHead(200, headers).end(JSON.stringify(Array.isArray(JSON.parse(body)) ? replies : replies[0]));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

let client: WalletModalClient | undefined;
let wallet: WireWallet;
afterEach(async () => {
  client?.destroy();
  client = undefined;
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
});

async function connected(): Promise<{ events: ClientEvent[] }> {
  const rpcUrl = await startNode();
  localStorage.clear();
  wallet = createWireWallet();
  const announce = () => wallet.announce(window);
  window.addEventListener('eip6963:requestProvider', announce);
  client = createClient(window);
  const events: ClientEvent[] = [];
  client.subscribe((event) => events.push(event));
  client.setOptions(parseAttributes({ 'project-id': 'test', networks: 'eip155:31337', 'rpc-urls': JSON.stringify({ 'eip155:31337': rpcUrl }) }).options);
  client.start();
  await client.connect('test.wire.wallet');
  window.removeEventListener('eip6963:requestProvider', announce);
  return { events };
}

const transactionEvents = (events: ClientEvent[]) => events.filter((e) => e.type === 'transaction').map((e) => e.detail);

describe('client.sendTransaction', () => {
  it('sends from the account, resolves with the hash, fires pending then confirmed from the receipt', async () => {
    receiptStatus = '0x1';
    receiptAsks = 0;
    const { events } = await connected();
    await expect(client!.sendTransaction({ to: TO, value: 1000n })).resolves.toBe(HASH);
    expect(wallet.sent).toEqual([{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: TO, value: '0x3e8' }]);
    expect(transactionEvents(events)).toEqual([{ namespace: 'eip155', hash: HASH, status: 'pending' }]);
    // Listed under the account until mined, then gone.
    const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(client!.store.get(pendingTransactionsAtom)[account]).toEqual([{ hash: HASH, caipNetworkId: 'eip155:31337', sentAt: expect.any(Number) }]);
    await expect.poll(() => transactionEvents(events).length, { timeout: 5000 }).toBe(2);
    expect(client!.store.get(pendingTransactionsAtom)).toEqual({});
    expect(transactionEvents(events)[1]).toEqual({ namespace: 'eip155', hash: HASH, status: 'confirmed' });
  });

  it('fires failed for a reverted receipt', async () => {
    receiptStatus = '0x0';
    receiptAsks = 0;
    const { events } = await connected();
    await client!.sendTransaction({ to: TO });
    await expect.poll(() => transactionEvents(events).at(-1)?.status, { timeout: 5000 }).toBe('failed');
  });

  it('rejects a reply that is neither hash nor object, a refusal and bad input, with no event', async () => {
    const { events } = await connected();
    wallet.sendReply = 'sent';
    await expect(client!.sendTransaction({ to: TO })).rejects.toMatchObject({ code: 'WALLET_REPLY_INVALID' });
    await expect(client!.sendTransaction({ to: 'nope' } as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    wallet.answer = 'reject';
    wallet.sendReply = HASH;
    await expect(client!.sendTransaction({ to: TO })).rejects.toMatchObject({ code: 'PROVIDER_4001' });
    expect(transactionEvents(events)).toEqual([]);
  });
});
