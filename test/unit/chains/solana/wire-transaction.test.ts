import { describe, expect, it } from 'vitest';
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  getAddressEncoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { readWireTransaction, signerSlots, withSignature } from '../../../../src/chains/solana/wire-transaction';

const A = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9' as Address;
const B = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address;
const C = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' as Address;

/** A transfer from `source`, fees paid by `payer`, compiled by @solana/kit to wire bytes with empty signatures. */
function wire(version: 0 | 'legacy', payer: Address, source: Address): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: C as string as Blockhash, lastValidBlockHeight: 1n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(source), destination: C, amount: 1n }), m),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}
const key = (address: Address) => Uint8Array.from(getAddressEncoder().encode(address));

describe('wire transactions', () => {
  it.each([0, 'legacy'] as const)('reads the signature count of a version %s transaction', (version) => {
    expect(readWireTransaction(wire(version, A, A))?.signatureCount).toBe(1);
    expect(readWireTransaction(wire(version, A, B))?.signatureCount).toBe(2);
  });

  it('refuses bytes that are not a transaction', () => {
    const good = wire(0, A, B);
    expect(readWireTransaction(new Uint8Array(0))).toBeUndefined();
    expect(readWireTransaction(new Uint8Array(300))).toBeUndefined(); // no signatures
    expect(readWireTransaction(good.subarray(0, good.length - 40))).toBeUndefined(); // cut short
    const wrongCount = good.slice();
    wrongCount[0] = 1; // the message still asks for 2 signers
    expect(readWireTransaction(wrongCount)).toBeUndefined();
    expect(readWireTransaction(new Uint8Array(1233).fill(1))).toBeUndefined(); // larger than a packet
    for (let cut = 1; cut < good.length; cut++) expect(readWireTransaction(good.subarray(0, cut)), `cut at ${cut}`).toBeUndefined();
    expect(readWireTransaction(Uint8Array.from([...good, 0]))).toBeUndefined(); // trailing bytes
  });

  it('reads a version 0 transaction with an address lookup table to its end', () => {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(A, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: C as string as Blockhash, lastValidBlockHeight: 1n }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(A), destination: B, amount: 1n }), m),
    );
    const encode = (m: Parameters<typeof compileTransaction>[0]) => Uint8Array.from(getTransactionEncoder().encode(compileTransaction(m)));
    const bytes = encode(compressTransactionMessageUsingAddressLookupTables(message, { [C]: [B] }));
    // B's 32-byte key left the keys for the table's key and 3 bytes of lookup (1 writable index, 0 read-only).
    expect(bytes.length).toBe(encode(message).length + 3);
    expect(readWireTransaction(bytes)?.signatureCount).toBe(1);
    expect(readWireTransaction(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
  });

  it.each([0, 'legacy'] as const)('reads each signer slot’s key and signature, the fee payer first (version %s)', (version) => {
    const bytes = wire(version, A, B);
    const transaction = readWireTransaction(bytes)!;
    expect(signerSlots(bytes, transaction).map(({ key: k, signature }) => [k, signature])).toEqual([
      [key(A), new Uint8Array(64)],
      [key(B), new Uint8Array(64)],
    ]);
    const signed = withSignature(bytes, transaction, key(B), new Uint8Array(64).fill(7))!;
    expect(signerSlots(signed, transaction).map(({ signature }) => signature[0])).toEqual([0, 7]);
  });

  it.each([0, 'legacy'] as const)('puts a signature in its signer’s slot only (version %s)', (version) => {
    const bytes = wire(version, A, B);
    const transaction = readWireTransaction(bytes)!;
    const signature = new Uint8Array(64).fill(9);
    const forB = withSignature(bytes, transaction, key(B), signature)!;
    expect(Array.from(forB.subarray(1, 65))).toEqual(Array(64).fill(0));
    expect(Array.from(forB.subarray(65, 129))).toEqual(Array(64).fill(9));
    expect(Array.from(forB.subarray(129))).toEqual(Array.from(bytes.subarray(129)));
    expect(Array.from(withSignature(bytes, transaction, key(A), signature)!.subarray(1, 65))).toEqual(Array(64).fill(9));
    expect(withSignature(bytes, transaction, key(C), signature)).toBeUndefined(); // C is in the keys, but not a signer
    expect(Array.from(bytes.subarray(1, 129))).toEqual(Array(128).fill(0)); // the input is left alone
  });
});
