/**
 * A Wallet Standard wallet for unit tests: real features (standard:connect/disconnect/events,
 * solana:signMessage/signTransaction/signAndSendTransaction) backed by a real ed25519 key, signing
 * real wire transactions and, for signAndSend, submitting them to a real RPC (dev/solana-rpc.ts).
 * The end-to-end tests use the Demo Wallet.
 */
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { createSolanaSiwxMessage, type SolanaSiwxFields } from '../../src/siwx/solana-message';

type TestWalletFeature = 'disconnect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction' | 'signIn';

export type TestWalletOptions = {
  name?: string;
  icon?: string;
  chains?: IdentifierString[];
  /** 32 bytes; the demo account's seed (0x01 × 32) is funded on the local chain. */
  seed?: Uint8Array;
  features?: TestWalletFeature[];
  /** Where signAndSendTransaction submits, like a real wallet's own RPC. */
  rpcUrl?: string;
};

/** A PNG data URI of one transparent pixel. */
export const PIXEL_ICON = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' as WalletIcon;

/** How a wallet says no: an EIP-1193 style code, or wallet-adapter's named error with only text. */
type Rejection = 'code' | 'named';

class WalletSignMessageError extends Error {
  override name = 'WalletSignMessageError';
}

export type SolanaTestWallet = Wallet & {
  readonly address: string;
  readonly keyPair: CryptoKeyPair;
  answer: 'approve' | 'reject';
  rejection: Rejection;
  authorised: boolean;
  /** Some wallets refuse a silent connect they cannot honour instead of answering no accounts. */
  silentRejects: boolean;
  /** Every feature call, with its input. */
  calls: { feature: string; input: unknown }[];
  /** Replaces a feature's output before it is returned, to play a broken wallet. */
  tamper: ((feature: string, output: unknown) => unknown) | undefined;
  emitChange(properties: StandardEventsChangeProperties): void;
  listenerCount(): number;
};

export async function createSolanaTestWallet(options: TestWalletOptions = {}): Promise<SolanaTestWallet> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(options.seed ?? new Uint8Array(32).fill(1));
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet'];
  const enabled = new Set<TestWalletFeature>(options.features ?? ['disconnect', 'signMessage', 'signTransaction', 'signAndSendTransaction']);
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>();
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: Uint8Array.from(getBase58Encoder().encode(address)),
    chains,
    features: [...enabled].map((f) => (f === 'disconnect' ? 'standard:disconnect' : `solana:${f}`)) as IdentifierString[],
    label: 'Test account',
  });

  function rejectionError(): Error {
    if (wallet.rejection === 'named') return new WalletSignMessageError('User rejected the request.');
    return Object.assign(new Error('User rejected the request.'), { code: 4001 });
  }

  /** Records the call, asks "the person", checks the account is ours, then answers (maybe tampered with). */
  async function handle<T>(feature: string, input: unknown, accounts: readonly unknown[], work: () => Promise<T>): Promise<unknown> {
    wallet.calls.push({ feature, input });
    if (wallet.answer === 'reject') throw rejectionError();
    if (accounts.some((a) => (a as WalletAccount | undefined)?.address !== address)) throw new Error('Unknown account');
    const output = await work();
    return wallet.tamper ? wallet.tamper(feature, output) : output;
  }

  async function signTransaction(bytes: Uint8Array): Promise<Uint8Array> {
    const signed = await partiallySignTransaction([keyPair], getTransactionDecoder().decode(bytes));
    return Uint8Array.from(getTransactionEncoder().encode(signed));
  }

  async function send(signed: Uint8Array): Promise<Uint8Array> {
    if (!options.rpcUrl) throw new Error('This test wallet has no RPC');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64Decoder().decode(signed), { encoding: 'base64' }] });
    const reply = (await (await fetch(options.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as {
      result?: string;
      error?: { message: string };
    };
    if (!reply.result) throw new Error(reply.error?.message ?? 'send failed');
    return Uint8Array.from(getBase58Encoder().encode(reply.result));
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        wallet.calls.push({ feature: 'standard:connect', input });
        if (input?.silent) {
          if (!wallet.authorised && wallet.silentRejects) throw rejectionError();
          return { accounts: wallet.accounts };
        }
        if (wallet.answer === 'reject') throw rejectionError();
        wallet.authorised = true;
        const output = { accounts: wallet.accounts };
        wallet.emitChange({ accounts: wallet.accounts });
        return wallet.tamper ? wallet.tamper('standard:connect', output) : output;
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: (properties: StandardEventsChangeProperties) => void) => {
        if (event !== 'change') return () => undefined;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  if (enabled.has('disconnect')) {
    features['standard:disconnect'] = {
      version: '1.0.0',
      disconnect: async () => {
        wallet.calls.push({ feature: 'standard:disconnect', input: undefined });
        wallet.authorised = false;
      },
    };
  }
  if (enabled.has('signIn')) {
    // Sign-In With Solana as wallets do it: the CAIP-122 text written from the site's fields, signed with the key.
    features['solana:signIn'] = {
      version: '1.0.0',
      signIn: (...inputs: Record<string, string>[]) =>
        handle('solana:signIn', inputs, [], async () =>
          Promise.all(
            inputs.map(async (input) => {
              const signedMessage = new TextEncoder().encode(
                createSolanaSiwxMessage({ ...input, address, domain: input.domain ?? 'wallet.test' } as SolanaSiwxFields),
              );
              return { account, signedMessage, signature: new Uint8Array(await signBytes(keyPair.privateKey, signedMessage)) };
            }),
          ),
        ),
    };
  }
  if (enabled.has('signMessage')) {
    features['solana:signMessage'] = {
      version: '1.1.0',
      signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
        handle(
          'solana:signMessage',
          inputs,
          inputs.map((i) => i.account),
          () =>
            Promise.all(
              inputs.map(async ({ message }) => ({
                signedMessage: message,
                signature: await signBytes(keyPair.privateKey, message),
                signatureType: 'ed25519',
              })),
            ),
        ),
    };
  }
  if (enabled.has('signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
        handle(
          'solana:signTransaction',
          inputs,
          inputs.map((i) => i.account),
          () => Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: await signTransaction(transaction) }))),
        ),
    };
  }
  if (enabled.has('signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]) =>
        handle(
          'solana:signAndSendTransaction',
          inputs,
          inputs.map((i) => i.account),
          () => Promise.all(inputs.map(async ({ transaction }) => ({ signature: await send(await signTransaction(transaction)) }))),
        ),
    };
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Solana Wallet',
    icon: (options.icon ?? PIXEL_ICON) as WalletIcon,
    chains,
    features,
    get accounts() {
      return wallet.authorised ? [account] : [];
    },
    address,
    keyPair,
    answer: 'approve',
    rejection: 'code',
    authorised: false,
    silentRejects: false,
    calls: [],
    tamper: undefined,
    emitChange(properties) {
      for (const listener of listeners) listener(properties);
    },
    listenerCount: () => listeners.size,
  };
  return wallet;
}
