// What the Phone Wallet does with WalletConnect's Solana requests (the wire format of SolanaRequests in
// src/connectors/connector.ts), once the person has approved them: real ed25519 signatures with its key,
// and signed transactions sent to the stack's Solana RPC.
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit';
import { WalletError } from './handlers';
import { isRecord } from '../../src/validate/record';

export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'];
export const SOLANA_WALLET_EVENTS = ['accountsChanged', 'chainChanged'];

/** The stack's Solana chain (window.__WM_STACK__.solana). */
export type StackSolana = { rpcUrl: string; caipNetworkId: string };

/** Seed 2 of dev/solana/demo-accounts.ts (funded with 10 SOL): not the Demo Wallet's seed 1, so the two wallets differ. */
const PHONE_SOLANA_SEED = new Uint8Array(32).fill(2);

const base58 = {
  toBytes: (text: string) => Uint8Array.from(getBase58Encoder().encode(text)),
  fromBytes: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
};
const base64 = {
  toBytes: (text: string) => Uint8Array.from(getBase64Encoder().encode(text)),
  fromBytes: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
};

const invalidParams = (why: string) => new WalletError(-32602, `Invalid params: ${why}`);
const unauthorised = () => new WalletError(4100, 'The requested account has not been authorized by the user.');

function decode(value: unknown, what: string, codec: typeof base58): Uint8Array {
  if (typeof value !== 'string' || value === '') throw invalidParams(`${what} must be a non-empty string`);
  try {
    return codec.toBytes(value);
  } catch {
    throw invalidParams(`${what} is not ${codec === base58 ? 'base58' : 'base64'}`);
  }
}

/** A request the person is asked about: a title and a readable summary. */
export function describeSolanaRequest(method: string, params: unknown, chainId: string): { title: string; summary: string } {
  const p = isRecord(params) ? params : {};
  switch (method) {
    case 'solana_signMessage': {
      let text = String(p.message);
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(base58.toBytes(text));
      } catch {
        // not UTF-8 (or not base58): show it as sent
      }
      return { title: 'Sign this message?', summary: `${chainId}\n\n${text}` };
    }
    case 'solana_signTransaction':
      return { title: 'Sign this transaction?', summary: `${chainId}\n\n${String(p.transaction)}` };
    case 'solana_signAllTransactions':
      return { title: 'Sign these transactions?', summary: `${chainId}\n\n${Array.isArray(p.transactions) ? p.transactions.length : 0} transactions` };
    case 'solana_signAndSendTransaction':
      return { title: 'Send this transaction?', summary: `${chainId}\n\n${String(p.transaction)}` };
    default:
      return { title: `${method}?`, summary: JSON.stringify(params, null, 2) };
  }
}

export async function createSolanaHandlers(solana: StackSolana) {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(PHONE_SOLANA_SEED);
  const { address } = signer;

  /** Adds this wallet's signature; a transaction it is not a signer of is not its to sign. */
  async function sign(wire: unknown): Promise<{ signed: Transaction; signature: string }> {
    let transaction: Transaction;
    try {
      transaction = getTransactionDecoder().decode(decode(wire, 'transaction', base64));
    } catch (error) {
      if (error instanceof WalletError) throw error;
      throw invalidParams(`transaction: ${(error as Error).message}`);
    }
    if (!(address in transaction.signatures)) throw unauthorised();
    const signed = await partiallySignTransaction([signer.keyPair], transaction);
    return { signed, signature: base58.fromBytes(signed.signatures[address]!) };
  }

  async function send(signed: Transaction, sendOptions: unknown): Promise<string> {
    const options = isRecord(sendOptions) ? sendOptions : {};
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64EncodedWireTransaction(signed), { ...options, encoding: 'base64' }],
      }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } };
    if (body.error) throw new WalletError(typeof body.error.code === 'number' ? body.error.code : -32603, body.error.message ?? 'sendTransaction failed');
    if (typeof body.result !== 'string') throw new WalletError(-32603, 'sendTransaction answered no signature');
    return body.result;
  }

  /** Runs an approved request on the session's chain (the stack's Solana chain). */
  async function run(method: string, params: unknown, chainId: string): Promise<unknown> {
    if (chainId !== solana.caipNetworkId) throw new WalletError(4901, `The Phone Wallet is not on ${chainId}.`);
    if (!isRecord(params)) throw invalidParams('params must be an object');
    switch (method) {
      case 'solana_signMessage': {
        const message = decode(params.message, 'message', base58);
        if (params.pubkey !== address) throw unauthorised();
        return { signature: base58.fromBytes(await signBytes(signer.keyPair.privateKey, message)) };
      }
      case 'solana_signTransaction': {
        const { signed, signature } = await sign(params.transaction);
        return { signature, transaction: getBase64EncodedWireTransaction(signed) };
      }
      case 'solana_signAllTransactions': {
        if (!Array.isArray(params.transactions) || params.transactions.length === 0) throw invalidParams('transactions must be a non-empty list');
        const signed = await Promise.all(params.transactions.map((t) => sign(t)));
        return { transactions: signed.map((s) => getBase64EncodedWireTransaction(s.signed)) };
      }
      case 'solana_signAndSendTransaction': {
        const { signed } = await sign(params.transaction);
        return { signature: await send(signed, params.sendOptions) };
      }
      default:
        throw new WalletError(4200, `The Phone Wallet does not support ${method}.`);
    }
  }

  return { address, chain: solana.caipNetworkId, run };
}
