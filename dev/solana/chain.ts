// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// One LiteSVM instance dressed as a cluster: a slot that advances with every executed transaction, a history of
// executed transactions (what getTransaction, getSignatureStatuses and getSignaturesForAddress read), and a faucet
// account whose real System-program transfers serve airdrops.
import { createHash } from 'node:crypto';
import { LiteSVM, FailedTransactionMetadata } from 'litesvm';
import {
  address,
  lamports,
  pipe,
  createTransactionMessage,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  appendTransactionMessageInstruction,
  signTransactionMessageWithSigners,
  getSignatureFromTransaction,
  getTransactionEncoder,
  getCompiledTransactionMessageDecoder,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describeTransactionError } from './tx-error.ts';
import { toBase58 } from './encoding.ts';
import { tokenAccountInfo, tokenAmount } from './token.ts';
import { getMintDecoder } from '@solana-program/token';

/** Lamports per signature: LiteSVM's default fee rate, the same as mainnet's. */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** A blockhash is accepted for this many slots on a real cluster; reported as `lastValidBlockHeight`. */
const BLOCKHASH_VALIDITY = 150n;

/**
 * @typedef {{ json: unknown, text: string }} TxError
 * @typedef {{
 *   signature: string, slot: number, blockTime: number, bytes: Uint8Array,
 *   message: Decoded['message'], err: unknown, logs: string[], fee: number,
 *   computeUnitsConsumed: number, preBalances: number[], postBalances: number[],
 *   preTokenBalances: object[], postTokenBalances: object[],
 * }} Executed
 * @typedef {{ slot: number, parentSlot: number, blockhash: string, previousBlockhash: string, blockTime: number, signatures: string[] }} Block
 * @typedef {{ bytes: Uint8Array, transaction: import('@solana/kit').Transaction, message: import('@solana/kit').LegacyCompiledTransactionMessage | import('@solana/kit').V0CompiledTransactionMessage }} Decoded
 */

export class SolanaChain {
  svm = new LiteSVM();
  /** @type {Map<string, Executed>} */
  history = new Map();
  /** @type {Map<string, string[]>} address → its signatures, oldest first */
  byAddress = new Map();
  /** @type {Map<number, Block>} slot → the block of one transaction; slots without one were skipped */
  blocks = new Map();
  /** @type {Block | undefined} */
  #lastBlock;

  /** @param {import('@solana/kit').KeyPairSigner} faucet signs airdrops; funded here */
  constructor(faucet) {
    this.faucet = faucet;
    this.svm.setAccount({
      address: faucet.address,
      data: new Uint8Array(),
      executable: false,
      space: 0n,
      lamports: lamports(10n ** 18n),
      programAddress: address('11111111111111111111111111111111'),
    });
  }

  get slot() {
    return Number(this.svm.getClock().slot);
  }

  /** The newest slot with a block, as `finalized` and `confirmed` commitments see it (the current slot is still open). */
  get lastBlockSlot() {
    return this.#lastBlock?.slot ?? this.slot - 1;
  }

  latestBlockhash() {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + Number(BLOCKHASH_VALIDITY) };
  }

  /** @param {string} addr */
  account(addr) {
    return this.svm.getAccount(address(addr));
  }

  /** @param {string} addr */
  balance(addr) {
    return this.svm.getBalance(address(addr)) ?? 0n;
  }

  /** @param {readonly string[]} keys */
  #tokenBalances(keys) {
    return keys.flatMap((key, accountIndex) => {
      const account = this.account(key);
      const token = account.exists ? tokenAccountInfo(account) : null;
      if (!account.exists || !token) return [];
      const mint = this.account(token.mint);
      const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0;
      return [{ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, uiTokenAmount: tokenAmount(token.amount, decimals) }];
    });
  }

  /**
   * Executes a transaction and, when it ran (succeeded, or failed after paying its fee), records it.
   * @param {Decoded} decoded
   * @returns {{ signature: string, error: TxError | null, logs: string[], unitsConsumed: number }}
   */
  execute(decoded) {
    const keys = decoded.message.staticAccounts;
    const preBalances = keys.map((k) => Number(this.balance(k)));
    const preTokenBalances = this.#tokenBalances(keys);
    const signature = getSignatureFromTransaction(decoded.transaction);
    const result = this.svm.sendTransaction(decoded.transaction);
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const error = failed ? describeTransactionError(result.err()) : null;
    const postBalances = keys.map((k) => Number(this.balance(k)));
    const logs = meta.logs();
    const unitsConsumed = Number(meta.computeUnitsConsumed());
    const feePaid = postBalances[0] !== preBalances[0];
    if (!failed || feePaid) {
      this.#record({
        signature,
        slot: this.slot,
        blockTime: Math.floor(Date.now() / 1000),
        bytes: decoded.bytes,
        message: decoded.message,
        err: error ? error.json : null,
        logs,
        computeUnitsConsumed: unitsConsumed,
        preBalances,
        postBalances,
        fee: Number(LAMPORTS_PER_SIGNATURE) * decoded.message.header.numSignerAccounts,
        preTokenBalances,
        postTokenBalances: this.#tokenBalances(keys),
      });
    }
    return { signature, error, logs, unitsConsumed };
  }

  /** @param {Executed} entry */
  #record(entry) {
    this.history.set(entry.signature, entry);
    // LiteSVM has no blocks: each transaction makes one, whose hash chains the previous one's with its signature,
    // so a block's hash is unique and changes if its contents do (what an indexer's reorg check compares).
    const previousBlockhash = this.#lastBlock?.blockhash ?? this.svm.latestBlockhash();
    const blockhash = toBase58(createHash('sha256').update(`${previousBlockhash}:${entry.slot}:${entry.signature}`).digest());
    this.#lastBlock = {
      slot: entry.slot,
      parentSlot: this.#lastBlock?.slot ?? entry.slot - 1,
      blockhash,
      previousBlockhash,
      blockTime: entry.blockTime,
      signatures: [entry.signature],
    };
    this.blocks.set(entry.slot, this.#lastBlock);
    for (const key of new Set(entry.message.staticAccounts)) {
      const list = this.byAddress.get(key) ?? [];
      list.push(entry.signature);
      this.byAddress.set(key, list);
    }
    this.svm.warpToSlot(BigInt(entry.slot + 1)); // one transaction per block
  }

  /**
   * Runs a transaction without committing it.
   * @param {Decoded} decoded
   * @param {{ sigVerify?: boolean, replaceRecentBlockhash?: boolean }} options
   */
  simulate(decoded, { sigVerify = false, replaceRecentBlockhash = false } = {}) {
    this.svm.withSigverify(sigVerify);
    this.svm.withBlockhashCheck(!replaceRecentBlockhash);
    try {
      const result = this.svm.simulateTransaction(decoded.transaction);
      const failed = result instanceof FailedTransactionMetadata;
      const meta = result.meta();
      return {
        error: failed ? describeTransactionError(result.err()) : null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: failed ? null : returnData(meta),
        replacementBlockhash: replaceRecentBlockhash ? this.latestBlockhash() : null,
        // The accounts the transaction wrote, as they would be after it (a failed run commits nothing, so none).
        postAccounts: failed ? new Map() : new Map(result.postAccounts().map((a) => [String(a.address), a])),
      };
    } finally {
      this.svm.withSigverify(true);
      this.svm.withBlockhashCheck(true);
    }
  }

  /**
   * Sends `amount` lamports from the faucet with a real, signed System transfer.
   * @param {string} to
   * @param {bigint} amount
   */
  async airdrop(to, amount) {
    for (let attempt = 0; ; attempt++) {
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(this.faucet, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(this.latestBlockhash(), m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: this.faucet, destination: address(to), amount }), m),
      );
      const transaction = await signTransactionMessageWithSigners(message);
      const bytes = Uint8Array.from(getTransactionEncoder().encode(transaction));
      const decoded = { bytes, transaction, message: getCompiledTransactionMessageDecoder().decode(transaction.messageBytes) };
      const result = this.execute(decoded);
      // The same airdrop twice under one blockhash is the same transaction: move to a new blockhash, as a cluster would.
      if (result.error?.json === 'AlreadyProcessed' && attempt === 0) {
        this.svm.expireBlockhash();
        continue;
      }
      return result;
    }
  }
}

/** @param {import('litesvm').TransactionMetadata} meta */
function returnData(meta) {
  const data = meta.returnData();
  const bytes = data.data();
  if (bytes.length === 0) return null;
  return { programId: toBase58(data.programId()), data: [Buffer.from(bytes).toString('base64'), 'base64'] };
}
