/**
 * A wallet for the tests: answers the `solana_*` vocabulary (src/connectors/connector.ts) with a real ed25519 key
 * through @solana/kit, and sends to the LiteSVM RPC. It checks what it is asked as a wallet would, so a signer
 * that sends the wrong encoding fails here rather than passing by echo.
 */
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit';
import type { RequestArguments } from '../../../../src/connectors/connector';
import { rpcCall } from '../../../support/local-chain';

export const sendWire = (rpcUrl: string, wire: Uint8Array) =>
  rpcCall(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(decodeWire(wire)), { encoding: 'base64' }]);
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
    const params = args.params as Record<string, unknown>;
    switch (args.method) {
      case 'solana_signMessage': {
        if (params.pubkey !== signer.address) throw { code: 4100, message: 'unknown account' };
        const signature = await signBytes(signer.keyPair.privateKey, getBase58Encoder().encode(params.message as string));
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
