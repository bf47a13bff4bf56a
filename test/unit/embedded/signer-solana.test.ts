/**
 * The frame's Solana transaction signatures (frame/sign-solana.ts) on real wire transactions made by @solana/kit,
 * read back by kit's decoder and checked with ed25519: the signature is over the message, in the key's own slot,
 * the other slots as they were; a transaction the key need not sign is refused.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '../../../frame/signer';
import { generateWalletKeys } from '../../../frame/keys/wallet-keys';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64 } from '../../../src/chains/solana/encoding';

const keys = generateWalletKeys();
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BLOCKHASH = bytesToBase58(new Uint8Array(32).fill(7)) as Blockhash;
const pubkey = (address: string) => base58ToBytes(address, 44)!;
const randomAddress = () => bytesToBase58(crypto.getRandomValues(new Uint8Array(32)));

/** An unsigned transfer of one lamport from `from`, its fee paid by `feePayer`. */
function transfer(from: string, feePayer = from) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer as Address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 100n }, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(from as Address), destination: randomAddress() as Address, amount: 1n }),
        m,
      ),
  );
  return compileTransaction(message);
}
const base64 = (transaction: ReturnType<typeof transfer>) => bytesToBase64(Uint8Array.from(getTransactionEncoder().encode(transaction)));
const decode = (value: string) => getTransactionDecoder().decode(base64ToBytes(value, 1232)!);

describe('Solana transactions in the frame', () => {
  it("signs the message into the key's slot and answers { signature, transaction }, the signature being the transaction's id", () => {
    const reply = answerRpc({ method: 'solana_signTransaction', params: { transaction: base64(transfer(keys.solanaAddress)) } }, keys, CHAIN) as {
      signature: string;
      transaction: string;
    };
    const signed = decode(reply.transaction);
    const signature = signed.signatures[keys.solanaAddress as Address]!;
    expect(ed25519.verify(signature, Uint8Array.from(signed.messageBytes), pubkey(keys.solanaAddress))).toBe(true);
    expect(reply.signature).toBe(bytesToBase58(signature));
  });

  it("leaves the fee payer's signature in its slot and answers it as the id when another party pays", async () => {
    const payer = await generateKeyPairSigner();
    const paid = await partiallySignTransaction([payer.keyPair], transfer(keys.solanaAddress, payer.address));
    const reply = answerRpc({ method: 'solana_signTransaction', params: { transaction: getBase64EncodedWireTransaction(paid) } }, keys, CHAIN) as {
      signature: string;
      transaction: string;
    };
    const signed = decode(reply.transaction);
    expect(signed.signatures[payer.address]).toEqual(paid.signatures[payer.address]);
    expect(reply.signature).toBe(bytesToBase58(paid.signatures[payer.address]!));
    expect(ed25519.verify(signed.signatures[keys.solanaAddress as Address]!, Uint8Array.from(signed.messageBytes), pubkey(keys.solanaAddress))).toBe(true);
  });

  it('signs every transaction of solana_signAllTransactions, in order', () => {
    const all = [transfer(keys.solanaAddress), transfer(keys.solanaAddress)];
    const reply = answerRpc({ method: 'solana_signAllTransactions', params: { transactions: all.map(base64) } }, keys, CHAIN) as { transactions: string[] };
    expect(reply.transactions).toHaveLength(2);
    reply.transactions.forEach((transaction, index) => {
      const signed = decode(transaction);
      expect(signed.messageBytes).toEqual(all[index]!.messageBytes);
      expect(ed25519.verify(signed.signatures[keys.solanaAddress as Address]!, Uint8Array.from(signed.messageBytes), pubkey(keys.solanaAddress))).toBe(true);
    });
  });

  it('refuses a transaction its key is not a signer of (unauthorized), and junk or unbounded lists (invalid params)', () => {
    const foreign = base64(transfer(randomAddress()));
    const own = base64(transfer(keys.solanaAddress));
    expect(() => answerRpc({ method: 'solana_signTransaction', params: { transaction: foreign } }, keys, CHAIN)).toThrow(/not been authorized/);
    expect(() => answerRpc({ method: 'solana_signAllTransactions', params: { transactions: [own, foreign] } }, keys, CHAIN)).toThrow(/not been authorized/);
    for (const params of [{ transaction: 'AAAA' }, { transaction: own.slice(0, -8) }, { transaction: 7 }, []]) {
      expect(() => answerRpc({ method: 'solana_signTransaction', params: params as never }, keys, CHAIN)).toThrow('Missing or invalid parameters.');
    }
    for (const transactions of [[], Array(101).fill(own), own]) {
      expect(() => answerRpc({ method: 'solana_signAllTransactions', params: { transactions } }, keys, CHAIN)).toThrow('Missing or invalid parameters.');
    }
  });
});
