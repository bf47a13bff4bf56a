// WalletConnect when the relay fails, in Chromium: the demo page's element pointed (relay-url) at loopback
// relays this file starts on free ports, so the stack's shared relay is never disturbed. The wallet is a
// sign-client 2.21.8 in Node that approves and signs with the Anvil account's key; it follows the same relay.
// Cases: a relay that refuses connections; one that drops every socket mid-session, or drops the session's
// and answers new ones with 503 (the page's reconnects are measured by the relay: 1000 ms apart, at most 5);
// one restarted mid-session.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { SignClient } from '@walletconnect/sign-client';
import { getBytes, verifyMessage, Wallet } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType } from './demo-events';
import { currentQr } from './phone-wallet';
import { freePort } from '../../dev/free-port.ts';
import { createMemoryPersistence, startRelay, type Relay } from '../../dev/walletconnect-relay.ts';
import { stubLoopbackOnlyFetch } from '../support/loopback-fetch';
import { expectSteadyFor } from '../support/steady';
import { relayOutage } from '../support/relay-outage';

const stack = inject('stack');
// Anvil's first account: the key is public, and the address is what the demo page expects of a wallet.
const SIGNER = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ADDRESS = SIGNER.address;
const CHAINS = ['eip155:31337', 'eip155:31338'];
type NodeWallet = InstanceType<typeof SignClient>;

let page: Page;
const relays: Relay[] = [];
const wallets: NodeWallet[] = [];
let prefixCount = 0;

// Registered before useE2ePage, so that it runs after the failure report (after-hooks run in reverse), which still sees the page.
afterEach(async () => {
  await page.close().catch(() => undefined);
  for (const wallet of wallets.splice(0)) {
    wallet.core.heartbeat.stop();
    await Promise.race([wallet.core.relayer.transportClose().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))]);
    delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${wallet.core.opts?.customStoragePrefix ?? ''}`];
  }
  for (const relay of relays.splice(0)) await relay.stop().catch(() => undefined);
});
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });

/** In the page: every WalletConnect core (the SDK keeps each in a global per storage prefix) has seen its socket close. */
function seesSocketClosed(): boolean {
  const cores = Object.entries(globalThis).filter(
    ([key, core]) => key.startsWith('_walletConnectCore_') && typeof core === 'object' && core !== null && 'relayer' in core,
  );
  return cores.length > 0 && cores.every(([, core]) => !(core as { relayer: { connected: boolean } }).relayer.connected);
}

beforeAll(() => {
  // Offline: a vendor call from the Node wallet fails at once instead of waiting for a network timeout.
  stubLoopbackOnlyFetch();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  page = currentPage();
});

async function relayOn(options: Parameters<typeof startRelay>[0] = {}): Promise<Relay> {
  const relay = await startRelay(options);
  relays.push(relay);
  return relay;
}

/** The demo page with its element pointed at `relayUrl` (before WalletConnect is first chosen, which reads it). */
async function openDemoOn(relayUrl: string) {
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
  await page.evaluate((url) => document.querySelector('wallet-modal')!.setAttribute('relay-url', url), relayUrl);
}

async function chooseWalletConnect() {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-walletConnect').click();
}

/** A wallet in Node on `relayUrl` that approves eip155 and signs personal_sign with the Anvil key. */
async function walletOn(relayUrl: string): Promise<NodeWallet> {
  const wallet = await SignClient.init({
    projectId: 'e2e',
    relayUrl,
    metadata: { name: 'relay faults wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    customStoragePrefix: `e2e-relay-faults-${process.pid}-${++prefixCount}`,
    telemetryEnabled: false,
    logger: 'silent',
  });
  wallets.push(wallet);
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: CHAINS, accounts: CHAINS.map((c) => `${c}:${ADDRESS}`), methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
  });
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [string];
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: await SIGNER.signMessage(getBytes(message)) } });
  });
  return wallet;
}

/** Connects the page through `relay` with a Node wallet; resolves once wm-connect fired. */
async function connectedThrough(relay: Relay): Promise<NodeWallet> {
  const wallet = await walletOn(relay.relayUrl);
  await openDemoOn(relay.relayUrl);
  await chooseWalletConnect();
  await wallet.pair({ uri: await currentQr(page) });
  await expect.poll(() => eventsOfType(page, 'wm-connect', 'eip155')).toHaveLength(1);
  return wallet;
}

/** The page's socket attempts since `since`: every attempt the relay saw but the Node wallet's (told apart by its client id). */
function pageAttempts(relay: Relay, walletId: string, since: number): number[] {
  return relay
    .attempts()
    .filter((a) => a.at >= since && a.client !== walletId)
    .map((a) => a.at);
}

/** SPEC §9: reconnects 1000 ms apart (900 leaves room for the clock's grain), the first an interval after the loss, at most 5. */
function expectCadence(attempts: number[], lostAt: number) {
  console.info(`page reconnects after the loss at +ms: ${attempts.map((at) => at - lostAt).join(', ')}`);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  expect(attempts.length).toBeLessThanOrEqual(5);
  expect(attempts[0]! - lostAt).toBeGreaterThanOrEqual(900);
  for (let i = 1; i < attempts.length; i++) expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(900);
}

/** signMessage on the element, settled into a value (so a rejection is never an unhandled one). */
const signMessage = (text: string) =>
  page.evaluate(
    (m) =>
      document
        .querySelector('wallet-modal')!
        .signMessage(m)
        .then(
          (signature) => ({ signature }),
          (error: { code?: string; shortMessage?: string; message?: string }) => ({ code: error.code, message: error.shortMessage ?? error.message }),
        ),
    text,
  );

describe('WalletConnect with a failing relay (loopback relays of its own)', () => {
  it('a relay that refuses connections: within 10 s the view says so with its host and Try again; the trigger is back on Connect; wm-error RELAY_UNREACHABLE', async () => {
    const port = await freePort(); // nothing listens there: every connection is refused
    await openDemoOn(`ws://127.0.0.1:${port}`);
    const started = Date.now();
    await chooseWalletConnect();
    const failure = page.getByTestId('wm-relay-error');
    await failure.waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await failure.textContent()).toContain('Could not reach the WalletConnect relay');
    expect(await page.getByTestId('wm-relay-host').textContent()).toBe(`127.0.0.1:${port}`);
    expect(await page.getByTestId('wm-retry').textContent()).toBe('Try again');
    expect(await page.getByTestId('wm-wc-copy').count()).toBe(0);
    const errors = await eventsOfType(page, 'wm-error');
    expect(errors.map((e) => e.detail)).toContainEqual({ code: 'RELAY_UNREACHABLE', message: 'Could not reach the WalletConnect relay' });
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toBe('Connect');

    // Try again retries the pairing: waiting first, then the same clear failure.
    await page.getByTestId('wm-retry').click();
    await page.getByTestId('wm-connect-waiting').waitFor();
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toBe('Connecting…');
    await failure.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toBe('Connect');
    expect((await eventsOfType(page, 'wm-error')).filter((e) => e.detail.code === 'RELAY_UNREACHABLE')).toHaveLength(2);
  }, 40_000);

  it('a relay that drops the session’s socket and every new one: signMessage made meanwhile waits, then fails with the relay error; once it heals, signing works', async () => {
    const relay = await relayOn();
    const wallet = await connectedThrough(relay);
    const walletId = await wallet.core.crypto.getClientId();
    relay.dropNewConnections(true);
    const droppedAt = Date.now();
    relay.dropConnections();
    await page.waitForFunction(seesSocketClosed); // the page sees its socket close
    const started = Date.now();
    const answer = await signMessage('while the relay drops sockets');
    expect(answer).toEqual({ code: 'RELAY_UNREACHABLE', message: 'Could not reach the WalletConnect relay' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Date.now() - started).toBeGreaterThan(3_000); // it waited for the reconnects first
    // Each socket the relay accepts and cuts is one of the page's reconnects, at the gate's pace.
    expectCadence(pageAttempts(relay, walletId, droppedAt), droppedAt);

    relay.dropNewConnections(false);
    // Once the wallet is back on its SDK's own schedule, the page's next request reconnects and is answered.
    await vi.waitFor(() => expect(relay.stats().connections).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 200 });
    const healed = await signMessage('after the relay healed');
    expect(healed).toHaveProperty('signature');
    expect(verifyMessage('after the relay healed', (healed as { signature: string }).signature)).toBe(ADDRESS);
  }, 60_000);

  it('a relay that drops the session’s socket and refuses new ones (HTTP 503): the page reconnects every 1000 ms, at most 5 times, then opens none until a request needs the relay', async () => {
    const relay = await relayOn();
    const wallet = await connectedThrough(relay);
    const walletId = await wallet.core.crypto.getClientId();
    relay.refuseNewConnections(true);
    const droppedAt = Date.now();
    relay.dropConnections();
    await page.waitForFunction(seesSocketClosed); // the page sees its socket close
    const started = Date.now();
    const answer = await signMessage('while the relay refuses sockets');
    expect(answer).toEqual({ code: 'RELAY_UNREACHABLE', message: 'Could not reach the WalletConnect relay' });
    expect(Date.now() - started).toBeGreaterThan(3_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    const attempts = pageAttempts(relay, walletId, droppedAt);
    expectCadence(attempts, droppedAt);
    // Given up: the SDK's own loop and 5 s heartbeat open nothing more.
    await expectSteadyFor(3000, () => pageAttempts(relay, walletId, droppedAt).length);
    expect(pageAttempts(relay, walletId, droppedAt)).toHaveLength(attempts.length);

    relay.refuseNewConnections(false);
    await vi.waitFor(() => expect(relay.stats().connections).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 200 });
    const healed = await signMessage('after the relay took sockets again');
    expect(healed).toHaveProperty('signature');
    expect(verifyMessage('after the relay took sockets again', (healed as { signature: string }).signature)).toBe(ADDRESS);
  }, 60_000);

  it('a relay restarted mid-session with its mailbox kept: a signMessage made while it was down is answered, and the session goes on', async () => {
    const persistence = createMemoryPersistence();
    const relay = await relayOn({ persistence });
    await connectedThrough(relay);
    const before = await signMessage('before the restart');
    expect(verifyMessage('before the restart', (before as { signature: string }).signature)).toBe(ADDRESS);

    await relay.stop();
    await page.waitForFunction(seesSocketClosed); // the page sees its socket close
    const during = signMessage('while the relay restarts');
    await relayOutage();
    relays.push(await startRelay({ port: relay.port, persistence }));
    const answered = await during;
    expect(answered).toHaveProperty('signature');
    expect(verifyMessage('while the relay restarts', (answered as { signature: string }).signature)).toBe(ADDRESS);
    const after = await signMessage('after the restart');
    expect(verifyMessage('after the restart', (after as { signature: string }).signature)).toBe(ADDRESS);
    expect(await eventsOfType(page, 'wm-disconnect')).toHaveLength(0);
  }, 60_000);
});
