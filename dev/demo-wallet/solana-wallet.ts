// The Demo Wallet's Solana side: a Wallet Standard wallet holding the stack's demo account, which asks the person
// (or the test's mode) before it connects or signs, and signs for real with WebCrypto Ed25519.
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  signBytes,
  type Address,
} from '@solana/kit';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features';
import { createSolanaSiwxMessage } from '../../src/siwx/solana-message';
import { askPerson } from './approval-panel';
import { invalidParams, providerError, unauthorised, userRejected } from './errors';
import type { Mode } from './provider';
import { sendOptions, sendTransaction } from './solana-send';
import { forgetAuthorised, loadAuthorised, saveAuthorised } from './solana-state';
import { decodeTransaction, encodeTransaction, signDecoded, type DecodedTransaction } from './solana-transaction';

/** The demo account's Ed25519 seed, as dev/solana/demo-accounts.ts funds it: public knowledge, a devnet key only. */
const DEMO_SEED = new Uint8Array(32).fill(1);
const ACCOUNT_FEATURES = ['solana:signIn', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;
const TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = ['legacy', 0];

type DemoFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignInFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;
export type DemoKey = { keyPair: CryptoKeyPair; address: Address; publicKey: Uint8Array };
type ChangeListener = StandardEventsListeners['change'];

export type SolanaWalletOptions = { chain: IdentifierString; rpcUrl: string; icon: WalletIcon; mode: () => Mode };

export async function demoKey(): Promise<DemoKey> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(DEMO_SEED);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  return { keyPair, address, publicKey: new Uint8Array(getAddressEncoder().encode(address)) };
}

/** What the person reads before signing: the text, or the hex of bytes that are not UTF-8. */
function showText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `(not UTF-8 text) 0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  }
}

function bytesOf(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array)) throw invalidParams(`${what} must be a Uint8Array`);
  return value;
}

export function createSolanaWallet({ keyPair, address, publicKey }: DemoKey, options: SolanaWalletOptions) {
  let authorised = loadAuthorised(address);
  let prompts = 0;
  let signIns = 0;
  const listeners = new Set<ChangeListener>();
  const account: WalletAccount = new ReadonlyWalletAccount({
    address,
    publicKey,
    chains: [options.chain],
    features: [...ACCOUNT_FEATURES],
    label: 'Demo Wallet',
  });
  const accounts = (): readonly WalletAccount[] => (authorised ? [account] : []);

  function setAuthorised(value: boolean): void {
    if (value) saveAuthorised(address);
    else forgetAuthorised();
    if (value === authorised) return;
    authorised = value;
    const properties = { accounts: accounts() };
    for (const listener of [...listeners]) {
      // One listener's failure must not keep the others (other parts of the site) from hearing of the change.
      try {
        listener(properties);
      } catch (error) {
        console.error('Demo Wallet (Solana): a change listener threw', error);
      }
    }
  }

  async function approve(title: string, summary: string): Promise<void> {
    prompts++;
    const mode = options.mode();
    const decision = mode === 'manual' ? await askPerson(title, summary) : mode;
    if (decision === 'reject') throw userRejected();
  }

  /** Every signing request: from an authorised site, for this wallet's own account, on its chain. */
  function checkInputs<T>(inputs: readonly T[], chainRequired: boolean): readonly T[] {
    if (!authorised) throw unauthorised();
    if (inputs.length === 0) throw invalidParams('expected at least one input');
    for (const input of inputs) {
      if (typeof input !== 'object' || input === null) throw invalidParams('each input must be an object');
      const { account: asked, chain } = input as { account?: { address?: unknown }; chain?: unknown };
      if (asked?.address !== address) throw providerError(4100, `The Demo Wallet has no account ${String(asked?.address)}; its account is ${address}.`);
      if (chain === undefined && chainRequired) throw invalidParams(`chain is required (${options.chain})`);
      if (chain !== undefined && chain !== options.chain)
        throw invalidParams(`chain ${String(chain)} is not supported; the Demo Wallet is on ${options.chain}`);
    }
    return inputs;
  }

  const decodeAll = (inputs: readonly SolanaSignTransactionInput[], chainRequired: boolean): DecodedTransaction[] =>
    checkInputs(inputs, chainRequired).map((input) => decodeTransaction(bytesOf(input.transaction, 'transaction'), address));
  const describe = (decoded: DecodedTransaction[]) => [`Network: ${options.chain}`, ...decoded.map((d) => d.summary)].join('\n---\n');
  const title = (verb: string, noun: string, n: number) => (n === 1 ? `${verb} this ${noun}?` : `${verb} ${n} ${noun}s?`);

  async function connect(input?: StandardConnectInput) {
    if (input !== undefined && (typeof input !== 'object' || input === null)) throw invalidParams('connect input must be an object');
    if (input?.silent !== undefined && typeof input.silent !== 'boolean') throw invalidParams('silent must be a boolean');
    // A silent connect is the site asking "am I still authorised?" on load: never a prompt.
    if (!authorised && !input?.silent) {
      await approve('Connect to this site?', `${location.origin} wants to see your Solana address\n${address}\non ${options.chain}`);
      setAuthorised(true);
    }
    return { accounts: accounts() };
  }

  async function signMessage(...inputs: readonly SolanaSignMessageInput[]) {
    const messages = checkInputs(inputs, false).map((input) => bytesOf(input.message, 'message'));
    await approve(title('Sign', 'message', messages.length), messages.map(showText).join('\n---\n'));
    return Promise.all(
      messages.map(async (message) => ({
        signedMessage: new Uint8Array(message),
        signature: new Uint8Array(await signBytes(keyPair.privateKey, message)),
        signatureType: 'ed25519' as const,
      })),
    );
  }

  /**
   * Sign-In With Solana (the Wallet Standard's solana:signIn): the wallet writes the CAIP-122 text from the site's
   * fields (in the Wallet Standard's createSignInMessageText layout) and signs it. As real wallets do, it refuses a
   * domain other than the asking page's host and fills in what the site left out (domain, address).
   */
  async function signIn(...inputs: readonly SolanaSignInInput[]) {
    if (inputs.length !== 1 || typeof inputs[0] !== 'object' || inputs[0] === null) throw invalidParams('signIn takes one input object');
    const input = inputs[0];
    if (input.address !== undefined && input.address !== address)
      throw providerError(4100, `The Demo Wallet has no account ${String(input.address)}; its account is ${address}.`);
    if (input.domain !== undefined && input.domain !== location.host)
      throw invalidParams(`domain ${String(input.domain)} is not this page's host (${location.host})`);
    const strings = ['statement', 'uri', 'version', 'chainId', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const;
    for (const key of strings) if (input[key] !== undefined && typeof input[key] !== 'string') throw invalidParams(`${key} must be a string`);
    let text: string;
    try {
      const { domain: _d, address: _a, resources, ...rest } = input;
      text = createSolanaSiwxMessage({
        ...(rest as Record<string, string>),
        domain: location.host,
        address,
        ...(resources ? { resources: [...resources] } : {}),
      } as Parameters<typeof createSolanaSiwxMessage>[0]);
    } catch (error) {
      throw invalidParams((error as Error).message);
    }
    await approve('Sign in to this site?', text);
    signIns++;
    if (!authorised) setAuthorised(true);
    const message = new TextEncoder().encode(text);
    return [{ account, signedMessage: message, signature: new Uint8Array(await signBytes(keyPair.privateKey, message)), signatureType: 'ed25519' as const }];
  }

  async function signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
    const decoded = decodeAll(inputs, false);
    await approve(title('Sign', 'transaction', decoded.length), describe(decoded));
    return Promise.all(decoded.map(async ({ transaction }) => ({ signedTransaction: encodeTransaction(await signDecoded(transaction, keyPair)) })));
  }

  async function signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const decoded = decodeAll(inputs, true);
    const sendWith = inputs.map((input) => sendOptions(input.options));
    await approve(title('Send', 'transaction', decoded.length), describe(decoded));
    const outputs: { signature: Uint8Array }[] = [];
    // One after another, in order: a later transaction may spend what an earlier one moved.
    for (const [i, { transaction }] of decoded.entries()) {
      const signed = await signDecoded(transaction, keyPair);
      outputs.push({ signature: await sendTransaction(options.rpcUrl, getBase64EncodedWireTransaction(signed), sendWith[i]!) });
    }
    return outputs;
  }

  const on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    if (event !== 'change') throw invalidParams(`the Demo Wallet emits only 'change', not '${String(event)}'`);
    if (typeof listener !== 'function') throw invalidParams('listener must be a function');
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const features: DemoFeatures = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => setAuthorised(false) },
    'standard:events': { version: '1.0.0', on },
    'solana:signIn': { version: '1.0.0', signIn },
    'solana:signMessage': { version: '1.0.0', signMessage },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signTransaction },
    'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signAndSendTransaction },
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Demo Wallet',
    icon: options.icon,
    chains: [options.chain],
    features,
    // Only an authorised site sees the account, as with an extension.
    get accounts() {
      return accounts();
    },
  };
  const controls = {
    address,
    prompts: () => prompts,
    /** How many solana:signIn requests were approved (a test tells the Wallet Standard sign-in from signMessage). */
    signIns: () => signIns,
    reset() {
      prompts = 0;
      setAuthorised(false);
    },
    disconnect: () => setAuthorised(false),
  };
  return { wallet, controls };
}
