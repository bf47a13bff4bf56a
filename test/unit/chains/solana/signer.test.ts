// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  partiallySignTransaction,
  getTransactionEncoder,
  verifySignature,
  type KeyPairSigner,
} from '@solana/kit';
import { startSolanaRpc, DEMO_SOLANA_SEED, type SolanaRpc } from '../../../../dev/solana-rpc.ts';
import { createSolanaSigner, isSolanaSignature, utf8ToBase58 } from '../../../../src/chains/solana/signer';
import { getSolBalance } from '../../../../src/chains/solana/balance';
import { SOLANA_LOCALNET_REFERENCE } from '../../../../src/chains/known-networks';
import { WalletModalError } from '../../../../src/errors';
import { isUserRejection } from '../../../../src/errors/rpc';
import { chainRpcAt, rpcCall, transferBytes } from '../../../support/local-chain';
import { createTestWallet, decodeWire, sendWire } from './test-wallet';

const CHAIN = `solana:${SOLANA_LOCALNET_REFERENCE}` as const;
let rpc: SolanaRpc;
let demo: KeyPairSigner;

beforeAll(async () => {
  rpc = await startSolanaRpc();
  demo = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
});
afterAll(() => rpc?.stop());

async function rejection(promise: Promise<unknown>): Promise<WalletModalError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WalletModalError);
  return error as WalletModalError;
}
const newAddress = async () => (await generateKeyPairSigner()).address;

describe('createSolanaSigner with a wallet holding a real key', () => {
  it('signMessage: sends the bytes in base58 and answers a signature that verifies', async () => {
    const wallet = createTestWallet(demo, rpc.rpcUrl);
    const signer = createSolanaSigner(wallet.request, demo.address, CHAIN);
    expect(signer).toMatchObject({ address: demo.address, chain: CHAIN });
    const message = new TextEncoder().encode('Sign in to wallet-modal ✓');
    const signature = await signer.signMessage(message);
    expect(signature).toBeInstanceOf(Uint8Array);
    expect(signature).toHaveLength(64);
    expect(await verifySignature(demo.keyPair.publicKey, signature as never, message)).toBe(true);
    expect(await verifySignature(demo.keyPair.publicKey, signature as never, new TextEncoder().encode('something else'))).toBe(false);
    expect(wallet.calls).toEqual([{ method: 'solana_signMessage', params: { message: utf8ToBase58('Sign in to wallet-modal ✓'), pubkey: demo.address } }]);
    expect(isSolanaSignature(getBase58Decoder().decode(signature))).toBe(true);
  });

  it('signTransaction: answers the signed wire transaction, which the node accepts', async () => {
    const signer = createSolanaSigner(createTestWallet(demo, rpc.rpcUrl).request, demo.address, CHAIN);
    const to = await newAddress();
    const signed = await signer.signTransaction(await transferBytes(rpc.rpcUrl, demo.address, to, 1_000_000n));
    await sendWire(rpc.rpcUrl, signed);
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), to)).toBe(1_000_000n);
  });

  it('signTransaction: puts a signature answered alone in the signer’s slot, not always the first', async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(2)); // funded by the stack
    const signer = createSolanaSigner(createTestWallet(demo, rpc.rpcUrl, { signatureOnly: true }).request, demo.address, CHAIN);
    const to = await newAddress();
    const bytes = await transferBytes(rpc.rpcUrl, demo.address, to, 2_000_000n, payer.address);
    const signed = await signer.signTransaction(bytes);
    const transaction = decodeWire(signed);
    expect(transaction.signatures[payer.address]).toBeNull(); // slot 0, the fee payer's, still empty
    expect(await verifySignature(demo.keyPair.publicKey, transaction.signatures[demo.address]!, transaction.messageBytes)).toBe(true);
    const complete = await partiallySignTransaction([payer.keyPair], transaction);
    await sendWire(rpc.rpcUrl, Uint8Array.from(getTransactionEncoder().encode(complete)));
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), to)).toBe(2_000_000n);
  });

  it('signAllTransactions: answers every transaction signed, in order', async () => {
    const signer = createSolanaSigner(createTestWallet(demo, rpc.rpcUrl).request, demo.address, CHAIN);
    const [a, b] = [await newAddress(), await newAddress()];
    const signed = await signer.signAllTransactions([
      await transferBytes(rpc.rpcUrl, demo.address, a, 3_000_000n),
      await transferBytes(rpc.rpcUrl, demo.address, b, 4_000_000n),
    ]);
    expect(signed).toHaveLength(2);
    for (const wire of signed) await sendWire(rpc.rpcUrl, wire);
    expect([await getSolBalance(chainRpcAt(rpc.rpcUrl), a), await getSolBalance(chainRpcAt(rpc.rpcUrl), b)]).toEqual([3_000_000n, 4_000_000n]);
  });

  it('signAndSendTransaction: answers the transaction signature the node knows', async () => {
    const signer = createSolanaSigner(createTestWallet(demo, rpc.rpcUrl).request, demo.address, CHAIN);
    const to = await newAddress();
    const signature = await signer.signAndSendTransaction(await transferBytes(rpc.rpcUrl, demo.address, to, 5_000_000n));
    expect(isSolanaSignature(signature)).toBe(true);
    const {
      value: [status],
    } = await rpcCall<{ value: unknown[] }>(rpc.rpcUrl, 'getSignatureStatuses', [[signature]]);
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), to)).toBe(5_000_000n);
  });

  it('turns a wallet error into a WalletModalError (4001 is a user rejection)', async () => {
    const signer = createSolanaSigner(
      async () => {
        throw { code: 4001, message: 'User rejected the request.' };
      },
      demo.address,
      CHAIN,
    );
    expect(isUserRejection(await rejection(signer.signMessage(new Uint8Array([1]))))).toBe(true);
  });
});

describe('createSolanaSigner refuses bad replies and bad input', () => {
  let transaction: Uint8Array;
  beforeAll(async () => {
    transaction = await transferBytes(rpc.rpcUrl, demo.address, await newAddress(), 1n);
  });

  const signature = getBase58Decoder().decode(new Uint8Array(64).fill(7));
  const shortSignature = getBase58Decoder().decode(new Uint8Array(63).fill(7));
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  type Call = 'signMessage' | 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction';
  const cases: [string, Call, () => unknown][] = [
    ['null', 'signMessage', () => null],
    ['a bare string', 'signMessage', () => signature],
    ['an array', 'signAndSendTransaction', () => [signature]],
    ['no signature', 'signMessage', () => ({})],
    ['a signature of 63 bytes', 'signMessage', () => ({ signature: shortSignature })],
    ['a signature with 0, O, I or l', 'signAndSendTransaction', () => ({ signature: `0OIl${signature.slice(4)}` })],
    ['a signature as a number', 'signAndSendTransaction', () => ({ signature: 42 })],
    ['a signature as bytes', 'signMessage', () => ({ signature: Array.from(new Uint8Array(64)) })],
    ['a transaction that is not base64', 'signTransaction', () => ({ signature, transaction: 'not base64!' })],
    ['base64 with a line break', 'signTransaction', () => ({ signature, transaction: `${b64(transaction).slice(0, 40)}\n${b64(transaction).slice(40)}` })],
    ['a transaction cut short by a byte', 'signTransaction', () => ({ signature, transaction: b64(transaction.subarray(0, transaction.length - 1)) })],
    ['a transaction with a byte too many', 'signTransaction', () => ({ signature, transaction: b64(Uint8Array.from([...transaction, 0])) })],
    ['base64 of bytes that are no transaction', 'signTransaction', () => ({ signature, transaction: b64(new Uint8Array(200).fill(9)) })],
    ['a transaction too large to exist', 'signTransaction', () => ({ signature, transaction: b64(new Uint8Array(5000)) })],
    ['no transactions', 'signAllTransactions', () => ({})],
    ['fewer transactions than asked', 'signAllTransactions', () => ({ transactions: [] })],
    ['a damaged transaction among them', 'signAllTransactions', () => ({ transactions: ['@@@@'] })],
  ];

  it.each(cases)('a reply with %s → WALLET_REPLY_INVALID, An error occurred', async (_name, method, reply) => {
    const signer = createSolanaSigner(async () => reply(), demo.address, CHAIN);
    const input = method === 'signMessage' ? new Uint8Array([1, 2, 3]) : method === 'signAllTransactions' ? [transaction] : transaction;
    const error = await rejection((signer[method] as (value: unknown) => Promise<unknown>)(input));
    expect(error.code).toBe('WALLET_REPLY_INVALID');
    expect(error.shortMessage).toBe('An error occurred');
    expect(error.details).toMatch(/^solana_\w+: /);
  });

  it('refuses bytes that are not a transaction before asking the wallet', async () => {
    const wallet = createTestWallet(demo, rpc.rpcUrl);
    const signer = createSolanaSigner(wallet.request, demo.address, CHAIN);
    for (const bad of [new Uint8Array(0), new Uint8Array(100).fill(1), new Uint8Array(2000), 'AQID' as never, [1, 2, 3] as never]) {
      expect((await rejection(signer.signTransaction(bad))).code).toBe('INVALID_INPUT');
      expect((await rejection(signer.signAndSendTransaction(bad))).code).toBe('INVALID_INPUT');
    }
    expect((await rejection(signer.signMessage('hello' as never))).details).toBe('the message must be a Uint8Array');
    expect((await rejection(signer.signAllTransactions([transaction, new Uint8Array(3)]))).code).toBe('INVALID_INPUT');
    expect(await signer.signAllTransactions([])).toEqual([]);
    expect(wallet.calls).toEqual([]);
  });

  it('refuses a signature answered alone for a transaction the account does not sign', async () => {
    const stranger = await newAddress();
    const signer = createSolanaSigner(async () => ({ signature }), stranger, CHAIN);
    const error = await rejection(signer.signTransaction(transaction));
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.details).toBe(`the transaction does not ask ${stranger} to sign it`);
  });

  it('needs a Solana address and a Solana network', () => {
    const request = async () => ({});
    expect(() => createSolanaSigner(request, `0x${'a'.repeat(40)}`, CHAIN)).toThrow(WalletModalError);
    expect(() => createSolanaSigner(request, demo.address, 'eip155:1')).toThrow('Invalid input');
  });
});

describe('helpers', () => {
  it('utf8ToBase58 encodes the UTF-8 bytes', () => {
    expect(utf8ToBase58('hello world')).toBe('StV1DL6CwTryKyV');
    expect(Array.from(getBase58Encoder().encode(utf8ToBase58('é✓')))).toEqual(Array.from(new TextEncoder().encode('é✓')));
  });

  it('isSolanaSignature: base58 of exactly 64 bytes', () => {
    expect(isSolanaSignature(getBase58Decoder().decode(new Uint8Array(64).fill(255)))).toBe(true);
    expect(isSolanaSignature('1'.repeat(64))).toBe(true); // 64 zero bytes
    for (const bad of ['1'.repeat(63), getBase58Decoder().decode(new Uint8Array(65).fill(255)), `0${'1'.repeat(63)}`, '', 'z'.repeat(100_000), 64, null]) {
      expect(isSolanaSignature(bad)).toBe(false);
    }
  });
});
