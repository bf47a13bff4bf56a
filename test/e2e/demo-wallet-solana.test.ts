// The Demo Wallet's Solana side on its own: found the way a Wallet Standard app finds it, asked to connect, sign
// and send against the stack's LiteSVM RPC, with every signature checked in Node.
import { describe, expect, inject, it } from 'vitest';
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  signature,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { transferBytes } from '../support/local-chain';
import type { SolanaHelperAnswer, SolanaHelpers } from './page-globals';

const stack = inject('stack');
const DEMO = address(stack.solana.demoAddress);
const { page } = useE2ePage({ pageErrors: 'report' });
const rpc = createSolanaRpc(stack.solana.rpcUrl);

/** Raw bytes cross the page boundary as number arrays; `account` names an address (the wallet's own, or a stranger's). */
type Answer = SolanaHelperAnswer;
type Helpers = SolanaHelpers;

/**
 * Installed before the page's scripts: finds the wallet through the Wallet Standard handshake (an app announces
 * 'wallet-standard:app-ready' with a register function; registerWallet answers by registering) and calls it.
 */
function installHelpers(): void {
  type PageWallet = {
    name: string;
    version: string;
    icon: string;
    chains: string[];
    accounts: { address: string }[];
    features: Record<string, { version: string; supportedTransactionVersions?: unknown[] } & Record<string, unknown>>;
  };
  const w = window;
  const find = async (): Promise<PageWallet[]> => {
    await w.demoWallet.solana.ready;
    const found: PageWallet[] = [];
    const register = (...wallets: PageWallet[]) => {
      found.push(...wallets);
      return () => {};
    };
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }));
    return found.filter((wallet) => wallet.name === 'Demo Wallet');
  };
  // Uint8Arrays become number arrays and accounts their plain fields, so answers serialise.
  const plain = (value: unknown): unknown => {
    if (value instanceof Uint8Array) return Array.from(value);
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        ['address', 'publicKey', 'chains', 'features', 'label', ...Object.keys(value)]
          .filter((k) => k in value)
          .map((k) => [k, plain((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  const events: { accounts: string[] }[] = [];
  w.__solana = {
    events,
    async wallets() {
      return (await find()).map((wallet) => ({
        ...wallet,
        features: Object.fromEntries(
          Object.entries(wallet.features).map(([k, f]) => [k, { version: f.version, supportedTransactionVersions: f.supportedTransactionVersions }]),
        ),
        accounts: wallet.accounts.map((a) => a.address),
      }));
    },
    async listen() {
      const [wallet] = await find();
      const on = wallet!.features['standard:events']!.on as (event: string, listener: (p: { accounts: { address: string }[] }) => void) => void;
      on('change', ({ accounts }) => events.push({ accounts: accounts.map((a) => a.address) }));
    },
    async call(feature: string, method: string, ...inputs: Record<string, unknown>[]) {
      const [wallet] = await find();
      const own = wallet!.accounts[0];
      const args = inputs.map((input) => {
        const out: Record<string, unknown> = { ...input };
        for (const key of ['message', 'transaction']) if (Array.isArray(input[key])) out[key] = new Uint8Array(input[key] as number[]);
        if (typeof input.account === 'string')
          out.account = own?.address === input.account ? own : { address: input.account, publicKey: new Uint8Array(32), chains: [], features: [] };
        return out;
      });
      try {
        const fn = wallet!.features[feature]![method] as (...a: unknown[]) => Promise<unknown>;
        return { result: plain(await fn(...args)) };
      } catch (error) {
        return { code: (error as { code?: number }).code, message: (error as Error).message };
      }
    },
  } satisfies Helpers;
}

const helpers = (p: Page) => p.evaluateHandle(() => window.__solana);
async function call(p: Page, feature: string, method: string, ...inputs: unknown[]): Promise<Answer> {
  return (await helpers(p)).evaluate((h, [f, m, i]) => h.call(f, m, ...i), [feature, method, inputs] as const);
}
const connect = (p: Page, input?: { silent: boolean }) => call(p, 'standard:connect', 'connect', ...(input ? [input] : []));
const solanaControls = (p: Page) =>
  p.evaluate(() => {
    const s = window.demoWallet.solana;
    return { address: s.address, prompts: s.prompts };
  });
const setMode = (p: Page, mode: 'manual' | 'approve' | 'reject') => p.evaluate((m) => (window.demoWallet.mode = m), mode);
const accountsOf = (answer: Answer) => (answer.result as { accounts: { address: string }[] }).accounts.map((a) => a.address);

async function open(p: Page, query = '?wallet=approve'): Promise<void> {
  await p.addInitScript(installHelpers);
  await p.goto(`${stack.url}${query}`);
  await p.evaluate(() => window.demoWallet.solana.ready);
}

const seedAddress = async (byte: number) => (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(byte))).address;
const balance = async (who: Address) => (await rpc.getBalance(who).send()).value;

/** An unsigned SOL transfer as wire bytes, paid for by `payer`, with a fresh blockhash from the stack's RPC. */
const transfer = async (from: Address, to: Address, lamports: bigint, payer: Address = from): Promise<number[]> =>
  Array.from(await transferBytes(stack.solana.rpcUrl, from, to, lamports, payer));

const verifies = async (signature: number[], bytes: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(DEMO), new Uint8Array(signature) as SignatureBytes, bytes);

describe('Demo Wallet on Solana (Wallet Standard)', () => {
  it('registers as a Wallet Standard wallet on the stack’s Solana network', async () => {
    const p = page();
    await open(p);
    const wallets = await (await helpers(p)).evaluate((h) => h.wallets());
    expect(wallets).toHaveLength(1);
    const [wallet] = wallets;
    expect(wallet).toMatchObject({ name: 'Demo Wallet', version: '1.0.0', chains: [stack.solana.caipNetworkId], accounts: [] });
    expect(wallet!.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet!.features).toEqual({
      'standard:connect': { version: '1.0.0' },
      'standard:disconnect': { version: '1.0.0' },
      'standard:events': { version: '1.0.0' },
      'solana:signIn': { version: '1.0.0' },
      'solana:signMessage': { version: '1.0.0' },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
    });
    expect(await solanaControls(p)).toEqual({ address: DEMO, prompts: 0 });
  });

  it('connects silently only once authorised; the account carries its public key; a reload keeps the authorisation', async () => {
    const p = page();
    await open(p);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: [104, 105] })).toMatchObject({ code: 4100 });
    expect((await solanaControls(p)).prompts).toBe(0);
    const connected = await connect(p);
    expect(connected.result).toEqual({
      accounts: [
        {
          address: DEMO,
          publicKey: Array.from(getAddressEncoder().encode(DEMO)),
          chains: [stack.solana.caipNetworkId],
          features: ['solana:signIn', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
          label: 'Demo Wallet',
        },
      ],
    });
    expect((await solanaControls(p)).prompts).toBe(1);
    expect(await p.evaluate(() => JSON.parse(localStorage.getItem('demo-wallet:solana') ?? 'null'))).toEqual({ authorised: true, address: DEMO });
    await p.reload();
    await p.evaluate(() => window.demoWallet.solana.ready);
    expect((await (await helpers(p)).evaluate((h) => h.wallets()))[0]!.accounts).toEqual([DEMO]);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([DEMO]);
    expect(accountsOf(await connect(p))).toEqual([DEMO]);
    expect((await solanaControls(p)).prompts).toBe(0);
  });

  it('ignores a corrupt or foreign stored authorisation', async () => {
    const p = page();
    await open(p);
    for (const stored of [
      '{not json',
      JSON.stringify({ authorised: true, address: await seedAddress(2) }),
      JSON.stringify({ authorised: 'yes', address: DEMO }),
    ]) {
      await p.evaluate((value) => localStorage.setItem('demo-wallet:solana', value), stored);
      await p.reload();
      expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    }
  });

  it('signs in (solana:signIn): writes the CAIP-122 text from the fields, shows it, signs it; refuses another domain', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const host = new URL(stack.url).host;
    const input = {
      domain: host,
      address: DEMO,
      statement: 'Sign in to the demo',
      uri: new URL(stack.url).origin,
      version: '1',
      chainId: 'demo',
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T20:00:00.000Z',
    };
    const expected = `${host} wants you to sign in with your Solana account:\n${DEMO}\n\nSign in to the demo\n\nURI: ${input.uri}\nVersion: 1\nChain ID: demo\nNonce: abcDEF123456\nIssued At: 2026-11-24T20:00:00.000Z`;
    await setMode(p, 'manual');
    const pending = call(p, 'solana:signIn', 'signIn', input);
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain('Nonce: abcDEF123456');
    await p.getByTestId('demo-wallet-approve').click();
    const [output] = (await pending).result as { account: { address: string }; signedMessage: number[]; signature: number[] }[];
    expect(new TextDecoder().decode(new Uint8Array(output!.signedMessage))).toBe(expected);
    expect(output!.account.address).toBe(DEMO);
    expect(await verifies(output!.signature, new TextEncoder().encode(expected))).toBe(true);
    expect(await call(p, 'solana:signIn', 'signIn', { ...input, domain: 'evil.example' })).toMatchObject({ code: -32602 });
  });

  it('signs a message with a real ed25519 signature, after showing its text in manual mode', async () => {
    const p = page();
    await open(p);
    await connect(p);
    await setMode(p, 'manual');
    const text = 'Sign in to wallet-modal: nonce 42 ✓';
    const bytes = new TextEncoder().encode(text);
    const pending = call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: Array.from(bytes) });
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain(text);
    await p.getByTestId('demo-wallet-approve').click();
    const { result } = await pending;
    const [output] = result as { signedMessage: number[]; signature: number[]; signatureType: string }[];
    expect(output!.signedMessage).toEqual(Array.from(bytes));
    expect(output!.signatureType).toBe('ed25519');
    expect(output!.signature).toHaveLength(64);
    expect(await verifies(output!.signature, bytes)).toBe(true);
    expect(await verifies(output!.signature, new TextEncoder().encode(`${text}!`))).toBe(false);
  });

  it('rejects with 4001 in reject mode and from the panel', async () => {
    const p = page();
    await open(p, '?wallet=reject');
    expect(await connect(p)).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    await setMode(p, 'approve');
    await connect(p);
    await setMode(p, 'reject');
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: [1, 2, 3] })).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    const tx = await transfer(DEMO, await seedAddress(3), 1n);
    expect(
      await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', { account: DEMO, transaction: tx, chain: stack.solana.caipNetworkId }),
    ).toMatchObject({ code: 4001 });
    await setMode(p, 'manual');
    const pending = call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: tx });
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain('Transfer 0.000000001 SOL');
    await p.getByTestId('demo-wallet-reject').click();
    expect(await pending).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs a transaction in its own signer slot without sending it', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const receiver = await seedAddress(3);
    const before = await balance(receiver);
    const { result } = await call(p, 'solana:signTransaction', 'signTransaction', {
      account: DEMO,
      transaction: await transfer(DEMO, receiver, 5_000n),
      chain: stack.solana.caipNetworkId,
    });
    const [output] = result as { signedTransaction: number[] }[];
    const signed = getTransactionDecoder().decode(new Uint8Array(output!.signedTransaction));
    expect(Object.keys(signed.signatures)).toEqual([DEMO]);
    expect(await verifies(Array.from(signed.signatures[DEMO]!), new Uint8Array(signed.messageBytes))).toBe(true);
    const simulated = await rpc.simulateTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', sigVerify: true }).send();
    expect(simulated.value.err).toBeNull();
    expect(await balance(receiver)).toBe(before);
  });

  it('signs and sends a SOL transfer that lands on the stack’s SVM', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const receiver = await seedAddress(3);
    const [before, payerBefore] = [await balance(receiver), await balance(DEMO)];
    const amount = 1_234_567_890n;
    const answer = await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
      account: DEMO,
      transaction: await transfer(DEMO, receiver, amount),
      chain: stack.solana.caipNetworkId,
      options: { commitment: 'confirmed' },
    });
    const [output] = answer.result as { signature: number[] }[];
    const bytes = output!.signature;
    expect(bytes).toHaveLength(64);
    expect(await balance(receiver)).toBe(before + amount);
    expect(await balance(DEMO)).toBeLessThan(payerBefore - amount);
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature(getBase58Decoder().decode(new Uint8Array(bytes)))]).send();
    expect(status).toMatchObject({ err: null });
  });

  it('refuses foreign accounts, other chains, unsigned-by-it and malformed transactions with clear errors', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const stranger = await seedAddress(2);
    const prompts = (await solanaControls(p)).prompts;
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: stranger, message: [1] })).toEqual({
      code: 4100,
      message: `The Demo Wallet has no account ${stranger}; its account is ${DEMO}.`,
    });
    const tx = await transfer(DEMO, stranger, 1n);
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: tx, chain: mainnet })).toMatchObject({
      code: -32602,
      message: expect.stringContaining(`chain ${mainnet} is not supported`),
    });
    expect(await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', { account: DEMO, transaction: tx })).toMatchObject({
      code: -32602,
      message: expect.stringContaining('chain is required'),
    });
    const theirs = await transfer(stranger, DEMO, 1n);
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: theirs })).toMatchObject({
      code: -32602,
      message: expect.stringContaining(`does not ask ${DEMO} to sign`),
    });
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: [1, 2, 3] })).toMatchObject({
      code: -32602,
      message: expect.stringContaining('not a Solana wire transaction'),
    });
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: 'hi' })).toMatchObject({
      code: -32602,
      message: 'Invalid params: message must be a Uint8Array',
    });
    expect(await call(p, 'solana:signMessage', 'signMessage')).toMatchObject({ code: -32602, message: 'Invalid params: expected at least one input' });
    expect((await solanaControls(p)).prompts).toBe(prompts);
  });

  it('disconnects from the wallet (test control) and from the site, emitting change with no accounts', async () => {
    const p = page();
    await open(p);
    await (await helpers(p)).evaluate((h) => h.listen());
    const events = () => p.evaluate(() => window.__solana.events);
    await connect(p);
    expect(await events()).toEqual([{ accounts: [DEMO] }]);
    await p.evaluate(() => window.demoWallet.solana.disconnect());
    expect(await events()).toEqual([{ accounts: [DEMO] }, { accounts: [] }]);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    await connect(p);
    expect(await call(p, 'standard:disconnect', 'disconnect')).toEqual({});
    expect(await events()).toEqual([{ accounts: [DEMO] }, { accounts: [] }, { accounts: [DEMO] }, { accounts: [] }]);
    await p.reload();
    await p.evaluate(() => window.demoWallet.solana.ready);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
  });
});
