// @vitest-environment node
// Node: dev/solana-rpc.ts reads files through `new URL(...)`, which happy-dom's URL global breaks; nothing here needs a DOM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { startSolanaRpc, type SolanaRpc } from '../../../../dev/solana-rpc.ts';
import { createWalletStandardConnector } from '../../../../src/connectors/solana-standard/connector';
import { createSolanaTestWallet, type TestWalletOptions } from '../../../support/solana-test-wallet';
import { LOCALNET, connectedWallet, failure, transferTransaction } from './setup';
import { rpcCall } from '../../../support/local-chain';
import { startFaultServer } from '../../services/rpc/fault-server';

let rpc: SolanaRpc;
beforeAll(async () => {
  rpc = await startSolanaRpc();
});
afterAll(() => rpc?.stop());

const balance = async (of: string): Promise<number> => (await rpcCall<{ value: number }>(rpc.rpcUrl, 'getBalance', [of])).value;
/** The funded demo key on the local chain; `siteRpcUrl` is what the site configured for it (null: nothing). */
const connectedOnLocalChain = (options: TestWalletOptions = {}, siteRpcUrl: string | null = rpc.rpcUrl) =>
  connectedWallet({ chains: ['solana:localnet'], rpcUrl: rpc.rpcUrl, ...options }, { chains: [LOCALNET], rpcUrl: siteRpcUrl ?? undefined });

describe('solana_signAndSendTransaction', () => {
  it("goes through the wallet's signAndSendTransaction on the wallet's own chain name", async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const { address: to } = await generateKeyPairSigner();
    const { signature } = (await connector.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 700_000_000n }), sendOptions: { skipPreflight: false } },
    })) as { signature: string };
    expect(await balance(to)).toBe(700_000_000);
    const { value } = await rpcCall<{ value: unknown[] }>(rpc.rpcUrl, 'getSignatureStatuses', [[signature]]);
    expect(value[0]).toMatchObject({ err: null });
    expect(wallet.calls.at(-1)).toMatchObject({
      feature: 'solana:signAndSendTransaction',
      input: [{ chain: 'solana:localnet', options: { skipPreflight: false } }],
    });
  });

  it('signs with the wallet and sends through the site RPC when the wallet cannot send', async () => {
    const { wallet, connector } = await connectedOnLocalChain({ features: ['signTransaction'] });
    const { address: to } = await generateKeyPairSigner();
    const { signature } = (await connector.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 900_000_000n }) },
    })) as { signature: string };
    expect(await balance(to)).toBe(900_000_000);
    expect((await rpcCall<{ value: unknown[] }>(rpc.rpcUrl, 'getSignatureStatuses', [[signature]])).value[0]).toMatchObject({ err: null });
    expect(wallet.calls.map((c) => c.feature)).toEqual(['standard:connect', 'solana:signTransaction']);
  });

  it("keeps the node's code and words when the node refuses the transaction", async () => {
    const { wallet, connector } = await connectedOnLocalChain({ features: ['signTransaction'] });
    const { address: to } = await generateKeyPairSigner();
    const error = await failure(
      connector.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 10_000_000_000_000n }) },
      }),
    );
    expect(error).toMatchObject({ code: 'RPC_-32002', shortMessage: 'Failed to send transaction. Please try again.' });
    expect(error.details).toMatch(/simulation failed/i);
    expect(await balance(to)).toBe(0);
  });

  it('is NETWORK_NOT_FOUND without an RPC URL for the network', async () => {
    const { wallet, connector } = await connectedOnLocalChain({ features: ['signTransaction'] }, null);
    const error = await failure(
      connector.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: (await generateKeyPairSigner()).address, amount: 1n }) },
      }),
    );
    expect(error.code).toBe('NETWORK_NOT_FOUND');
  });

  it.each([
    ['another signature', '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'],
    ['no signature', 42],
  ])('answers WALLET_REPLY_INVALID when the site RPC answers sendTransaction with %s', async (_label, reply) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: reply })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { wallet, connector } = await connectedOnLocalChain(
        { features: ['signTransaction'] },
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      );
      const transaction = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: (await generateKeyPairSigner()).address, amount: 1_000_000n });
      expect((await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction } }))).code).toBe('WALLET_REPLY_INVALID');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends what the wallet signed once: a busy site RPC is not asked again', async () => {
    const node = await startFaultServer(() => ({ status: 503 }));
    try {
      const { wallet, connector } = await connectedOnLocalChain({ features: ['signTransaction'] }, node.url);
      const transaction = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: (await generateKeyPairSigner()).address, amount: 1_000_000n });
      const error = await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction } }));
      expect(error.shortMessage).toBe('Failed to send transaction. Please try again.');
      expect(error.message).toMatch(/HTTP status code: 503/);
      expect(node.calls().map((c) => c.method)).toEqual(['sendTransaction']);
    } finally {
      await node.close();
    }
  });

  it('answers WALLET_REPLY_INVALID for a short signature, PROVIDER_4001 for a rejection, RPC_-32602 for bad sendOptions', async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    // Rent-exempt, so the wallet's own send succeeds and only its answer is broken.
    const transaction = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: (await generateKeyPairSigner()).address, amount: 1_000_000n });
    wallet.tamper = () => [{ signature: new Uint8Array(32).fill(9) }];
    expect((await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction } }))).code).toBe('WALLET_REPLY_INVALID');
    wallet.tamper = undefined;
    wallet.answer = 'reject';
    expect((await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction } }))).code).toBe('PROVIDER_4001');
    expect((await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction, sendOptions: { maxRetries: -1 } } }))).code).toBe(
      'RPC_-32602',
    );
  });

  it('is NOT_CONNECTED before connect', async () => {
    const wallet = await createSolanaTestWallet({ chains: ['solana:localnet'] });
    const connector = createWalletStandardConnector(wallet, { chains: [LOCALNET], rpcOf: () => rpc.rpcUrl });
    const transaction = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: wallet.address, amount: 1n });
    expect((await failure(connector.request({ method: 'solana_signAndSendTransaction', params: { transaction } }))).code).toBe('NOT_CONNECTED');
  });
});
