/**
 * The Demo Wallet's Solana side as a Wallet Standard app reaches it from a test: helpers installed in the page before
 * its scripts find the wallet and call its features, and Node-side helpers build transfers against the stack's
 * LiteSVM RPC and check signatures.
 */
import { inject } from 'vitest';
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getPublicKeyFromAddress,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit';
import type { Page } from 'playwright-core';
import { transferBytes } from '../support/local-chain';
import type { SolanaHelperAnswer, SolanaHelpers } from './page-globals';

const stack = inject('stack');
export const DEMO = address(stack.solana.demoAddress);
export const rpc = createSolanaRpc(stack.solana.rpcUrl);

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

export const helpers = (p: Page) => p.evaluateHandle(() => window.__solana);
export async function call(p: Page, feature: string, method: string, ...inputs: unknown[]): Promise<Answer> {
  return (await helpers(p)).evaluate((h, [f, m, i]) => h.call(f, m, ...i), [feature, method, inputs] as const);
}
export const connect = (p: Page, input?: { silent: boolean }) => call(p, 'standard:connect', 'connect', ...(input ? [input] : []));
export const solanaControls = (p: Page) =>
  p.evaluate(() => {
    const s = window.demoWallet.solana;
    return { address: s.address, prompts: s.prompts };
  });
export const setMode = (p: Page, mode: 'manual' | 'approve' | 'reject') => p.evaluate((m) => (window.demoWallet.mode = m), mode);
export const accountsOf = (answer: Answer) => (answer.result as { accounts: { address: string }[] }).accounts.map((a) => a.address);

export async function open(p: Page, query = '?wallet=approve'): Promise<void> {
  await p.addInitScript(installHelpers);
  await p.goto(`${stack.url}${query}`);
  await p.evaluate(() => window.demoWallet.solana.ready);
}

export const seedAddress = async (byte: number) => (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(byte))).address;
export const balance = async (who: Address) => (await rpc.getBalance(who).send()).value;

/** An unsigned SOL transfer as wire bytes, paid for by `payer`, with a fresh blockhash from the stack's RPC. */
export const transfer = async (from: Address, to: Address, lamports: bigint, payer: Address = from): Promise<number[]> =>
  Array.from(await transferBytes(stack.solana.rpcUrl, from, to, lamports, payer));

export const verifies = async (signature: number[], bytes: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(DEMO), new Uint8Array(signature) as SignatureBytes, bytes);
