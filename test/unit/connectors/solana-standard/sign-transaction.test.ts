// @vitest-environment node
// Node: dev/solana-rpc.ts reads files through `new URL(...)`, which happy-dom's URL global breaks; nothing here needs a DOM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  verifySignature,
} from '@solana/kit';
import { startSolanaRpc, type SolanaRpc } from '../../../../dev/solana-rpc.ts';
import { SOLANA_LOCALNET_REFERENCE } from '../../../../src/chains/known-networks';
import type { TestWalletOptions } from '../../../support/solana-test-wallet';
import { LOCALNET, OTHER_ADDRESS, connectedWallet, failure, transferTransaction } from './setup';
import { rpcCall } from '../../../support/local-chain';

let rpc: SolanaRpc;
beforeAll(async () => {
  rpc = await startSolanaRpc();
});
afterAll(() => rpc?.stop());

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);
const balance = async (of: string): Promise<number> => (await rpcCall<{ value: number }>(rpc.rpcUrl, 'getBalance', [of])).value;
/** The funded demo key, on the local chain, which the wallet calls `solana:localnet`. */
const connectedOnLocalChain = (options: TestWalletOptions = {}) =>
  connectedWallet({ chains: ['solana:localnet'], rpcUrl: rpc.rpcUrl, ...options }, { chains: [LOCALNET], rpcUrl: rpc.rpcUrl });

describe('the local chain', () => {
  it('is the Localnet network: solana:localnet maps to its genesis hash', () => {
    expect(rpc.genesisHash.slice(0, 32)).toBe(SOLANA_LOCALNET_REFERENCE);
  });
});

describe('solana_signTransaction and solana_signAllTransactions', () => {
  it('signs a real transfer: the node accepts the signed transaction and the money moves', async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const { address: to } = await generateKeyPairSigner();
    const result = (await connector.request({
      method: 'solana_signTransaction',
      params: { transaction: await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 1_250_000_000n }) },
    })) as { signature: string; transaction: string };
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction));
    const mine = signed.signatures[address(wallet.address)];
    expect(mine && base58(mine)).toBe(result.signature);
    expect(await verifySignature(wallet.keyPair.publicKey, mine!, signed.messageBytes)).toBe(true);
    expect(wallet.calls.at(-1)).toMatchObject({ feature: 'solana:signTransaction', input: [{ chain: 'solana:localnet' }] });
    expect(await balance(to)).toBe(0); // signed, not sent
    await expect(rpcCall(rpc.rpcUrl, 'sendTransaction', [result.transaction, { encoding: 'base64' }])).resolves.toBe(result.signature);
    expect(await balance(to)).toBe(1_250_000_000);
  });

  it('signs several transactions at once', async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const { address: to } = await generateKeyPairSigner();
    const transactions = [
      await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 1_000_000n }),
      await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 2_000_000n }),
    ];
    const result = (await connector.request({ method: 'solana_signAllTransactions', params: { transactions } })) as { transactions: string[] };
    expect(result.transactions).toHaveLength(2);
    for (const transaction of result.transactions) await rpcCall(rpc.rpcUrl, 'sendTransaction', [transaction, { encoding: 'base64' }]);
    expect(await balance(to)).toBe(3_000_000);
    expect((await failure(connector.request({ method: 'solana_signAllTransactions', params: { transactions: [] } }))).code).toBe('RPC_-32602');
  });

  it('answers WALLET_REPLY_INVALID for bytes that are not a transaction, or the transaction left unsigned', async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const transaction = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: wallet.address, amount: 1n });
    wallet.tamper = () => [{ signedTransaction: new Uint8Array([1, 2, 3]) }];
    expect((await failure(connector.request({ method: 'solana_signTransaction', params: { transaction } }))).code).toBe('WALLET_REPLY_INVALID');
    wallet.tamper = (_feature, output) => [{ signedTransaction: getBase64Encoder().encode(transaction) }, ...(output as unknown[]).slice(1)];
    expect((await failure(connector.request({ method: 'solana_signTransaction', params: { transaction } }))).code).toBe('WALLET_REPLY_INVALID');
  });

  it("co-signs a transaction another account pays for, answering the fee payer's signature", async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const payer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(2)); // funded by the local chain
    const { address: to } = await generateKeyPairSigner();
    const paid = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to, amount: 3_000_000n, feePayer: payer });
    const result = (await connector.request({ method: 'solana_signTransaction', params: { transaction: paid } })) as { signature: string; transaction: string };
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction));
    expect(result.signature).toBe(base58(signed.signatures[payer.address]!));
    await rpcCall(rpc.rpcUrl, 'sendTransaction', [result.transaction, { encoding: 'base64' }]);
    expect(await balance(to)).toBe(3_000_000);
    // A wallet that hands the transaction back without filling its own slot answered nothing.
    wallet.tamper = () => [{ signedTransaction: getBase64Encoder().encode(paid) }];
    expect((await failure(connector.request({ method: 'solana_signTransaction', params: { transaction: paid } }))).code).toBe('WALLET_REPLY_INVALID');
  });

  it('checks the transaction param before the wallet sees it', async () => {
    const { wallet, connector } = await connectedOnLocalChain();
    const whole = await transferTransaction(rpc.rpcUrl, { from: wallet.address, to: OTHER_ADDRESS, amount: 1n });
    const bytes = Uint8Array.from(getBase64Encoder().encode(whole));
    const withJunk = getBase64Decoder().decode(Uint8Array.from([...bytes, 0]));
    const oversized = getBase64Decoder().decode(new Uint8Array(1233));
    // A damaged copy (padding dropped, a byte added) is refused, not read leniently into other bytes.
    for (const transaction of ['not base64!', 'AAAA', 42, whole.replace(/=+$/, ''), ` ${whole}`, withJunk, oversized]) {
      const error = await failure(connector.request({ method: 'solana_signTransaction', params: { transaction } }));
      expect(error.code).toBe('RPC_-32602');
      expect(error.details).toContain('at most 1232 bytes');
    }
    expect(whole.endsWith('=')).toBe(true);
    expect(wallet.calls.filter((c) => c.feature === 'solana:signTransaction')).toEqual([]);
  });
});
