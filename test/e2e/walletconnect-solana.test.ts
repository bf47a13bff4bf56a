// WalletConnect over eip155 and solana in Chromium: the demo page's element, given the stack's Solana network
// beside eip155:31337 (its networks and rpc-urls attributes set before it starts), and the Phone Wallet
// page in a second tab, paired through the loopback relay by the real 2.21.8 clients. The same round trip in Node,
// with transaction signing in detail, is test/unit/connectors/walletconnect/solana-session.test.ts.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  address as toAddress,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
  type SignatureBytes,
} from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType } from './demo-events';
import { currentQr, openPhoneWallet } from './phone-wallet';
import { rpcUrlOf } from '../../dev/stack.ts';
import { rpcCall, transferBase64 } from '../support/local-chain';
import type { Eip1193Provider } from '../../src/chains/request';
import type { SolanaSigner } from '../../src/chains/solana/requests';

const stack = inject('stack');
const SOLANA = stack.solana.caipNetworkId as `solana:${string}`;
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type PhoneWallet = {
  mode: 'manual' | 'approve' | 'reject';
  ready: Promise<void>;
  pair(uri: string): Promise<void>;
  disconnect(): Promise<void>;
  sessions: { chains: string[]; accounts: string[] }[];
  solanaAddress?: string;
};

const namespacesOf = async (page: Page, type: string) => (await eventsOfType(page, type)).map((e) => e.detail.namespace);

const solanaRpc = <T>(method: string, params: unknown[] = []) => rpcCall<T>(stack.solana.rpcUrl, method, params);

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;
beforeEach(async () => {
  page = currentPage();
  // The demo page as the stack serves it, its element listing eip155:31337 and the stack's Solana network, each with
  // its RPC URL (Solana Localnet has none of its own). Set once the page is parsed and before its module scripts
  // run (readyState 'interactive' comes first), so the element starts with them; reloads do the same.
  const rpcUrls = JSON.stringify({ 'eip155:31337': rpcUrlOf(stack.chains, 31337), [SOLANA]: stack.solana.rpcUrl });
  await page.addInitScript(
    ({ networks, rpcUrls }) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const element = document.querySelector('wallet-modal');
        element?.setAttribute('networks', networks);
        element?.setAttribute('rpc-urls', rpcUrls);
      });
    },
    { networks: `eip155:31337,${SOLANA}`, rpcUrls },
  );
});

async function openDemo() {
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
  expect(await page.evaluate(() => document.querySelector('wallet-modal')!.getAttribute('networks'))).toBe(`eip155:31337,${SOLANA}`);
}

/** Opens the modal's WalletConnect entry (listed once) and returns the `wc:` URI of its QR code. */
async function qrUri(): Promise<string> {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-walletConnect').waitFor();
  expect(await page.getByTestId('wm-connector-walletConnect').count()).toBe(1);
  await page.getByTestId('wm-connector-walletConnect').click();
  return currentQr(page);
}

const phoneWallet = (mode: PhoneWallet['mode']) => openPhoneWallet(page, stack.phoneWalletUrl, mode);
const phoneState = <T>(phone: Page, read: (w: PhoneWallet) => T) => phone.evaluate(`(${read.toString()})(window.phoneWallet)`) as Promise<T>;

/** Pairs the demo page with the Phone Wallet (approving) and waits for both namespaces' wm-connect. */
async function connectBoth(): Promise<{ phone: Page; solanaAddress: string }> {
  const uri = await qrUri();
  const phone = await phoneWallet('approve');
  await phone.evaluate((u) => window.phoneWallet.pair(u), uri);
  await expect.poll(() => namespacesOf(page, 'wm-connect')).toHaveLength(2);
  return { phone, solanaAddress: (await phoneState(phone, (w) => w.solanaAddress))! };
}

describe('WalletConnect with eip155 and solana, with the Phone Wallet', () => {
  it('one WalletConnect entry; the phone approves both namespaces; wm-connect fires for eip155, then solana with its Solana account', async () => {
    await openDemo();
    const { phone, solanaAddress } = await connectBoth();
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await phone.getByTestId('phone-solana-address').textContent()).toBe(solanaAddress);
    const connects = await eventsOfType(page, 'wm-connect');
    expect(connects.map((e) => e.detail)).toEqual([
      expect.objectContaining({ namespace: 'eip155', address: EVM_ADDRESS, caipAddress: `eip155:31337:${EVM_ADDRESS}`, connectorId: 'walletConnect' }),
      expect.objectContaining({
        namespace: 'solana',
        address: solanaAddress,
        caipAddress: `${SOLANA}:${solanaAddress}`,
        caipNetworkId: SOLANA,
        connectorId: 'walletConnect',
      }),
    ]);
    const [session] = await phoneState(phone, (w) => w.sessions);
    expect(session!.chains).toEqual(['eip155:31337', 'eip155:31338', SOLANA]);
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.getAccount('solana').caipAddress)).toBe(`${SOLANA}:${solanaAddress}`);
  });

  it('with solana the active namespace, the solana connector connects first', async () => {
    await openDemo();
    await page.evaluate((id) => document.querySelector('wallet-modal')!.switchNetwork(id), SOLANA);
    await connectBoth();
    expect(await namespacesOf(page, 'wm-connect')).toEqual(['solana', 'eip155']);
  });

  it('the page’s solana provider signs a message and signs and sends a transfer through the phone', async () => {
    await openDemo();
    const { solanaAddress } = await connectBoth();
    const text = new TextEncoder().encode('hello Solana from WalletConnect');
    // getProvider('solana') is the connector's request today; the client is to wrap it in a SolanaSigner. Both are driven.
    const signature = await page.evaluate(
      async ({ message, bytes, pubkey }) => {
        const provider = document.querySelector('wallet-modal')!.getProvider('solana') as Partial<SolanaSigner & Eip1193Provider>;
        if (typeof provider.signMessage === 'function') return { bytes: Array.from((await provider.signMessage(new Uint8Array(bytes))) as Uint8Array) };
        return { base58: ((await provider.request!({ method: 'solana_signMessage', params: { message, pubkey } })) as { signature: string }).signature };
      },
      { message: getBase58Decoder().decode(text), bytes: Array.from(text), pubkey: solanaAddress },
    );
    const signatureBytes = (
      signature.bytes ? Uint8Array.from(signature.bytes) : Uint8Array.from(getBase58Encoder().encode(signature.base58!))
    ) as SignatureBytes;
    expect(await verifySignature(await getPublicKeyFromAddress(toAddress(solanaAddress)), signatureBytes, text)).toBe(true);

    // A fresh account: other files read the funded accounts' balances.
    const recipient = (await generateKeyPairSigner()).address;
    const before = BigInt((await solanaRpc<{ value: number }>('getBalance', [recipient])).value);
    const wire = await transferBase64(stack.solana.rpcUrl, solanaAddress, recipient, 3_000_000n);
    const sent = await page.evaluate(async (transaction) => {
      const provider = document.querySelector('wallet-modal')!.getProvider('solana') as Partial<SolanaSigner & Eip1193Provider>;
      if (typeof provider.signAndSendTransaction === 'function') {
        return (await provider.signAndSendTransaction(Uint8Array.from(atob(transaction), (c) => c.charCodeAt(0)))) as string;
      }
      return ((await provider.request!({ method: 'solana_signAndSendTransaction', params: { transaction } })) as { signature: string }).signature;
    }, wire);
    await expect
      .poll(async () => {
        const [status] = (await solanaRpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[sent]])).value;
        return status ? status.err : 'pending';
      })
      .toBeNull();
    expect(BigInt((await solanaRpc<{ value: number }>('getBalance', [recipient])).value) - before).toBe(3_000_000n);
  });

  it('a reload restores both namespaces without a new QR', async () => {
    await openDemo();
    const { phone, solanaAddress } = await connectBoth();
    await page.reload();
    await expect.poll(() => namespacesOf(page, 'wm-connect')).toHaveLength(2);
    expect((await namespacesOf(page, 'wm-connect')).sort()).toEqual(['eip155', 'solana']);
    expect((await eventsOfType(page, 'wm-connect')).find((e) => e.detail.namespace === 'solana')!.detail).toMatchObject({
      address: solanaAddress,
      connectorId: 'walletConnect',
    });
    expect(await page.getByTestId('wm-wc-qr').count()).toBe(0);
    expect(await phoneState(phone, (w) => w.sessions.length)).toBe(1);
  });

  it('the wallet ending the session fires wm-disconnect for both namespaces', async () => {
    await openDemo();
    const { phone } = await connectBoth();
    await phone.getByTestId('phone-disconnect').click();
    await expect.poll(async () => (await namespacesOf(page, 'wm-disconnect')).sort()).toEqual(['eip155', 'solana']);
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toMatch(/Connect/);
  });

  it('disconnecting solana from the page ends the session for the wallet and disconnects eip155 too', async () => {
    await openDemo();
    const { phone } = await connectBoth();
    await page.evaluate(() => document.querySelector('wallet-modal')!.disconnect('solana'));
    expect((await namespacesOf(page, 'wm-disconnect')).sort()).toEqual(['eip155', 'solana']);
    await expect.poll(() => phoneState(phone, (w) => w.sessions.length)).toBe(0);
  });
});
