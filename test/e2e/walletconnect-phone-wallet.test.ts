// The Phone Wallet page (dev/phone-wallet/) in Chromium, against a dapp SignClient (2.21.8) in Node, through the
// stack's loopback relay: what a person does on the phone side of a WalletConnect connection.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import { verifyMessage, verifyTypedData } from 'ethers';
import { getBase58Decoder, getBase58Encoder, getPublicKeyFromAddress, verifySignature, address as toAddress, type SignatureBytes } from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { rpcCall } from '../support/local-chain';
import { proposeSession } from '../../dev/walletconnect-proposal.ts';
import { stubLoopbackOnlyFetch } from '../support/loopback-fetch';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = ['eip155:31337', 'eip155:31338'];
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];

type Dapp = InstanceType<typeof SignClient>;
type PhoneWallet = {
  mode: 'manual' | 'approve' | 'reject';
  ready: Promise<void>;
  pair(uri: string): Promise<void>;
  disconnect(topic?: string): Promise<void>;
  sessions: { topic: string; peer: string; chains: string[]; accounts: string[] }[];
  refusedCalls: string[];
  solanaAddress?: string;
};

const rpc = <T = unknown>(chainId: number, method: string, params: unknown[] = []) => rpcCall<T>(rpcUrlOf(stack.chains, chainId), method, params);

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;
const dapps: Dapp[] = [];
let prefixCount = 0;

beforeAll(() => {
  // Offline: a vendor call from the Node client fails at once instead of waiting for a network timeout.
  stubLoopbackOnlyFetch();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  page = currentPage();
});
afterEach(async () => {
  for (const client of dapps.splice(0)) {
    await client.core.relayer.transportClose().catch(() => {});
    client.core.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`];
  }
});

async function dapp(): Promise<Dapp> {
  const client = await SignClient.init({
    projectId: 'e2e',
    relayUrl: stack.relayUrl,
    metadata: { name: 'e2e dapp', description: 'the phone wallet test', url: 'http://127.0.0.1', icons: [] },
    customStoragePrefix: `e2e-phone-dapp-${process.pid}-${++prefixCount}`,
    telemetryEnabled: false,
    logger: 'silent',
  });
  dapps.push(client);
  return client;
}

const proposal = (client: Dapp) =>
  proposeSession(client, { optionalNamespaces: { eip155: { chains: CHAINS, methods: METHODS, events: ['accountsChanged', 'chainChanged'] } } });

async function openWallet(query = '') {
  await page.goto(`${stack.phoneWalletUrl}${query}`);
  await page.evaluate(() => window.phoneWallet.ready);
}
const wallet = <T>(fn: (w: PhoneWallet, arg: string) => T, arg?: string) =>
  page.evaluate(([body, a]) => new Function('w', 'a', `return (${body})(w, a)`)(window.phoneWallet, a), [fn.toString(), arg] as const) as Promise<Awaited<T>>;

/** Pairs the page (in 'approve' mode) with a fresh dapp and returns the settled session. */
async function connected(): Promise<{ client: Dapp; session: SessionTypes.Struct }> {
  await openWallet('?mode=approve');
  const client = await dapp();
  const { uri, approval } = await proposal(client);
  await wallet((w, u) => w.pair(u), uri);
  return { client, session: await approval() };
}

describe('the Phone Wallet page', () => {
  it('pairs from a pasted wc: link; the person approves in the page; the dapp gets the account on 31337 and 31338', async () => {
    await openWallet();
    expect(await page.getByTestId('phone-address').textContent()).toBe(ADDRESS);
    const client = await dapp();
    const started = performance.now();
    const { uri, approval } = await proposal(client);
    await page.getByTestId('phone-uri').fill(uri!);
    await page.getByTestId('phone-pair').click();
    await page.getByTestId('phone-prompt').waitFor();
    expect(await page.getByTestId('phone-prompt-title').textContent()).toBe('Connect to this site?');
    await page.getByTestId('phone-approve').click();
    const session = await approval();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(session.namespaces.eip155).toMatchObject({
      chains: CHAINS,
      accounts: CHAINS.map((c) => `${c}:${ADDRESS}`),
      methods: METHODS,
      events: ['accountsChanged', 'chainChanged'],
    });
    await expect.poll(() => page.getByTestId('phone-session').count()).toBe(1);
    expect(await page.getByTestId('phone-session').textContent()).toContain('e2e dapp');
    // Everything it reached was on loopback; a vendor call, if any, was refused at once.
    expect((await wallet((w) => w.refusedCalls)).every((o) => /walletconnect\.(org|com)$/.test(o))).toBe(true);
  });

  it('signs personal_sign and typed data, broadcasts eth_sendTransaction to the session chain, switches chain with chainChanged', async () => {
    const { client, session } = await connected();
    const { topic } = session;

    const signature = await client.request<string>({ topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } });
    expect(verifyMessage('hello', signature)).toBe(ADDRESS);

    const typed = {
      domain: { name: 'wallet-modal', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    };
    const typedSignature = await client.request<string>({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(typed)] },
    });
    const { EIP712Domain: _d, ...types } = typed.types;
    expect(verifyTypedData(typed.domain, types, typed.message, typedSignature)).toBe(ADDRESS);

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    // Other files read these balances: put the chain back afterwards.
    const snapshot = await rpc(31338, 'evm_snapshot');
    try {
      const before = BigInt(await rpc<string>(31338, 'eth_getBalance', [to, 'latest']));
      const hash = await client.request<string>({
        topic,
        chainId: 'eip155:31338',
        request: { method: 'eth_sendTransaction', params: [{ from: ADDRESS, to, value: '0x2386f26fc10000' }] },
      });
      await expect.poll(async () => (await rpc<{ status: string } | null>(31338, 'eth_getTransactionReceipt', [hash]))?.status ?? null).toBe('0x1');
      expect(BigInt(await rpc<string>(31338, 'eth_getBalance', [to, 'latest'])) - before).toBe(10n ** 16n);
      expect(await rpc(31337, 'eth_getTransactionByHash', [hash])).toBeNull();
    } finally {
      await rpc(31338, 'evm_revert', [snapshot]);
    }

    const changed = new Promise<{ chainId: string; data: unknown }>((resolve) =>
      client.once('session_event', ({ params }) => resolve({ chainId: params.chainId, data: params.event.data })),
    );
    const switched = await client.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    });
    expect(switched).toBeNull();
    expect(await changed).toEqual({ chainId: 'eip155:31338', data: 31338 });
    await expect(
      client.request({ topic, chainId: 'eip155:31337', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] } }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('rejects: a rejected proposal fails the dapp approval; a rejected request answers 4001', async () => {
    await openWallet('?mode=reject');
    const client = await dapp();
    const { uri, approval } = await proposal(client);
    await wallet((w, u) => w.pair(u), uri);
    await expect(approval()).rejects.toMatchObject({ code: 5000 });

    await wallet((w) => (w.mode = 'manual'));
    const second = await proposal(client);
    await wallet((w, u) => w.pair(u), second.uri);
    await page.getByTestId('phone-approve').click();
    const { topic } = await second.approval();
    // Settled into a value at once, so the rejection is never an unhandled one while the page is driven.
    const answer = client.request({ topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x6869', ADDRESS] } }).then(
      () => 'signed',
      (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
    );
    await expect.poll(() => page.getByTestId('phone-prompt-title').textContent()).toBe('Sign this message?');
    expect(await page.getByTestId('phone-prompt').textContent()).toContain('hi');
    await page.getByTestId('phone-reject').click();
    expect(await answer).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('pairs from a deep link (/dev/phone-wallet/wc?uri=...); Disconnect ends the session for the dapp', async () => {
    const client = await dapp();
    const { uri, approval } = await proposal(client);
    await page.goto(`${stack.phoneWalletUrl}wc?uri=${encodeURIComponent(uri!)}&mode=approve`);
    const session = await approval();
    await expect.poll(() => page.getByTestId('phone-session').count()).toBe(1);
    const deleted = new Promise<{ topic: string }>((resolve) => client.once('session_delete', resolve));
    await page.getByTestId('phone-disconnect').click();
    expect((await deleted).topic).toBe(session.topic);
    await expect.poll(() => page.getByTestId('phone-session').count()).toBe(0);
  });

  it('keeps its session across a reload and still answers requests', async () => {
    const { client, session } = await connected();
    await page.reload();
    await page.evaluate(() => window.phoneWallet.ready);
    expect((await wallet((w) => w.sessions)).map((s) => s.topic)).toEqual([session.topic]);
    await wallet((w) => (w.mode = 'approve'));
    const signature = await client.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6869', ADDRESS] },
    });
    expect(verifyMessage('hi', signature)).toBe(ADDRESS);
  });

  it('a dapp asking for solana only gets the Solana account on the stack’s chain; its requests are prompted, rejected with 4001 or signed', async () => {
    await openWallet();
    const client = await dapp();
    const chain = stack.solana.caipNetworkId;
    const methods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'];
    const { uri, approval } = await proposeSession(client, {
      optionalNamespaces: { solana: { chains: [chain], methods, events: ['accountsChanged', 'chainChanged'] } },
    });
    await wallet((w, u) => w.pair(u), uri);
    await page.getByTestId('phone-prompt').waitFor();
    const solanaAddress = (await wallet((w) => w.solanaAddress))!;
    expect(await page.getByTestId('phone-prompt').textContent()).toContain(`solana: ${solanaAddress}`);
    await page.getByTestId('phone-approve').click();
    const { topic, namespaces } = await approval();
    expect(Object.keys(namespaces)).toEqual(['solana']);
    expect(namespaces.solana).toMatchObject({ chains: [chain], accounts: [`${chain}:${solanaAddress}`], methods });

    const text = new TextEncoder().encode('sign me on Solana');
    const sign = () =>
      client
        .request<{ signature: string }>({
          topic,
          chainId: chain,
          request: { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(text), pubkey: solanaAddress } },
        })
        .then(
          (r) => r,
          (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
        );
    const refused = sign();
    await expect.poll(() => page.getByTestId('phone-prompt-title').textContent()).toBe('Sign this message?');
    expect(await page.getByTestId('phone-prompt').textContent()).toContain('sign me on Solana');
    await page.getByTestId('phone-reject').click();
    expect(await refused).toEqual({ code: 4001, message: 'User rejected the request.' });

    const signed = sign();
    await expect.poll(() => page.getByTestId('phone-prompt').isVisible()).toBe(true);
    await page.getByTestId('phone-approve').click();
    const { signature } = (await signed) as { signature: string };
    const key = await getPublicKeyFromAddress(toAddress(solanaAddress));
    expect(await verifySignature(key, Uint8Array.from(getBase58Encoder().encode(signature)) as SignatureBytes, text)).toBe(true);
  });
});
