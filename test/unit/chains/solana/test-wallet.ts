/**
 * A wallet for the tests: answers the `solana_*` vocabulary (src/connectors/connector.ts) with a real ed25519 key
 * through @solana/kit, and sends to the LiteSVM RPC. It checks what it is asked as a wallet would, so a signer
 * that sends the wrong encoding fails here rather than passing by echo.
 */
import {
  appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getBase58Decoder,
  getBase58Encoder, getBase64EncodedWireTransaction, getBase64Encoder, getTransactionDecoder, getTransactionEncoder,
  partiallySignTransaction, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, signBytes,
  type Address, type Blockhash, type KeyPairSigner, type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { RequestArguments } from '../../../../src/connectors/connector';

export async function rpcCall(rpcUrl: string, method: string, params: unknown[]): Promise<any> {
  const response = await fetch(rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const { result, error } = await response.json();
  if (error) throw new Error(`${method}: ${error.message}`);
  return result;
}

/** The wire bytes of an unsigned transfer of `lamports` from `from` to `to`, its fee paid by `feePayer`. */
export async function transferBytes(rpcUrl: string, from: string, to: string, lamports: bigint, feePayer = from): Promise<Uint8Array> {
  const { value: lifetime } = await rpcCall(rpcUrl, 'getLatestBlockhash', []);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer as Address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(from as Address), destination: to as Address, amount: lamports }), m),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}

export const sendWire = (rpcUrl: string, wire: Uint8Array) => rpcCall(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(decodeWire(wire)), { encoding: 'base64' }]);
export const decodeWire = (wire: Uint8Array): Transaction => getTransactionDecoder().decode(wire);

export function createTestWallet(signer: KeyPairSigner, rpcUrl: string, options: { signatureOnly?: boolean } = {}) {
  const calls: RequestArguments[] = [];
  const base58 = getBase58Decoder();

  async function sign(base64: unknown): Promise<{ signed: Transaction; signature: string }> {
    if (typeof base64 !== 'string') throw { code: -32602, message: 'transaction must be base64' };
    const signed = await partiallySignTransaction([signer.keyPair], decodeWire(Uint8Array.from(getBase64Encoder().encode(base64))));
    return { signed, signature: base58.decode(signed.signatures[signer.address]!) };
  }

  async function request(args: RequestArguments): Promise<unknown> {
    calls.push(args);
    const params = args.params as Record<string, any>;
    switch (args.method) {
      case 'solana_signMessage': {
        if (params.pubkey !== signer.address) throw { code: 4100, message: 'unknown account' };
        const signature = await signBytes(signer.keyPair.privateKey, getBase58Encoder().encode(params.message));
        return { signature: base58.decode(signature) };
      }
      case 'solana_signTransaction': {
        const { signed, signature } = await sign(params.transaction);
        return options.signatureOnly ? { signature } : { signature, transaction: getBase64EncodedWireTransaction(signed) };
      }
      case 'solana_signAllTransactions': {
        const all = await Promise.all((params.transactions as unknown[]).map(sign));
        return { transactions: all.map(({ signed }) => getBase64EncodedWireTransaction(signed)) };
      }
      case 'solana_signAndSendTransaction': {
        const { signed, signature } = await sign(params.transaction);
        const sent = await rpcCall(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
        if (sent !== signature) throw new Error('the node named the transaction differently');
        return { signature };
      }
      default:
        throw { code: 4200, message: `${args.method} is not supported` };
    }
  }
  return { request, calls };
}
