// One LiteSVM instance dressed as a cluster: a slot that advances with every executed transaction, a history of
// executed transactions (what getTransaction, getSignatureStatuses and getSignaturesForAddress read), and a faucet
// account whose real System-program transfers serve airdrops.
import { createHash } from 'node:crypto';
import { LiteSVM, FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';
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
  type Address,
  type Blockhash,
  type EncodedAccount,
  type KeyPairSigner,
  type MaybeEncodedAccount,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describeTransactionError } from './tx-error.ts';
import { compiledMessageOf, toBase58, type CompiledMessage, type DecodedTransaction } from './encoding.ts';
import { tokenAccountInfo, tokenAmount, type TokenAmount } from './token.ts';
import { getMintDecoder } from '@solana-program/token';

/** Lamports per signature: LiteSVM's default fee rate, the same as mainnet's. */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** A blockhash is accepted for this many slots on a real cluster; reported as `lastValidBlockHeight`. */
const BLOCKHASH_VALIDITY = 150n;

/** A failed transaction's error: as nodes print it in JSON, and as their messages word it. */
export type TxError = ReturnType<typeof describeTransactionError>;

/** A token account's balance before or after a transaction, as getTransaction's meta lists it. */
type TokenBalance = { accountIndex: number; mint: Address; owner: Address; programId: Address; uiTokenAmount: TokenAmount };

/** A transaction that ran (succeeded, or failed after paying its fee), as the chain keeps it. */
export type Executed = {
  signature: string;
  slot: number;
  blockTime: number;
  bytes: Uint8Array;
  message: CompiledMessage;
  /** TxError['json'], or null when it succeeded. */
  err: unknown;
  logs: string[];
  fee: number;
  computeUnitsConsumed: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
};

/** LiteSVM has no blocks: the chain makes one per transaction (see #record). */
type Block = { slot: number; parentSlot: number; blockhash: string; previousBlockhash: string; blockTime: number; signatures: string[] };

type Execution = { signature: string; error: TxError | null; logs: string[]; unitsConsumed: number };

type Simulation = {
  error: TxError | null;
  logs: string[];
  unitsConsumed: number;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  replacementBlockhash: { blockhash: Blockhash; lastValidBlockHeight: number } | null;
  /** The accounts the transaction wrote, by address, as they would be after it. */
  postAccounts: Map<string, EncodedAccount>;
};

export class SolanaChain {
  readonly svm = new LiteSVM();
  readonly history = new Map<string, Executed>();
  /** address → its signatures, oldest first */
  readonly byAddress = new Map<string, string[]>();
  /** slot → the block of one transaction; slots without one were skipped */
  readonly blocks = new Map<number, Block>();
  #lastBlock: Block | undefined;
  /** Signs airdrops; funded here. */
  readonly #faucet: KeyPairSigner;

  constructor(faucet: KeyPairSigner) {
    this.#faucet = faucet;
    this.svm.setAccount({
      address: faucet.address,
      data: new Uint8Array(),
      executable: false,
      space: 0n,
      lamports: lamports(10n ** 18n),
      programAddress: address('11111111111111111111111111111111'),
    });
  }

  get slot(): number {
    return Number(this.svm.getClock().slot);
  }

  /** The newest slot with a block, as `finalized` and `confirmed` commitments see it (the current slot is still open). */
  get lastBlockSlot(): number {
    return this.#lastBlock?.slot ?? this.slot - 1;
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + Number(BLOCKHASH_VALIDITY) };
  }

  account(addr: string): MaybeEncodedAccount {
    return this.svm.getAccount(address(addr));
  }

  balance(addr: string): bigint {
    return this.svm.getBalance(address(addr)) ?? 0n;
  }

  #tokenBalances(keys: readonly string[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const account = this.account(key);
      const token = account.exists ? tokenAccountInfo(account) : null;
      if (!account.exists || !token) return [];
      const mint = this.account(token.mint);
      const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0;
      return [{ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, uiTokenAmount: tokenAmount(token.amount, decimals) }];
    });
  }

  /** Executes a transaction and, when it ran (succeeded, or failed after paying its fee), records it. */
  execute(decoded: DecodedTransaction): Execution {
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

  #record(entry: Executed): void {
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

  /** Runs a transaction without committing it. */
  simulate(
    decoded: DecodedTransaction,
    { sigVerify = false, replaceRecentBlockhash = false }: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): Simulation {
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

  /** Sends `amount` lamports from the faucet with a real, signed System transfer. */
  async airdrop(to: string, amount: bigint): Promise<Execution> {
    for (let attempt = 0; ; attempt++) {
      const { blockhash, lastValidBlockHeight } = this.latestBlockhash();
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(this.#faucet, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) }, m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: this.#faucet, destination: address(to), amount }), m),
      );
      const transaction = await signTransactionMessageWithSigners(message);
      const bytes = Uint8Array.from(getTransactionEncoder().encode(transaction));
      const decoded = { bytes, transaction, message: compiledMessageOf(transaction) };
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

function returnData(meta: TransactionMetadata): Simulation['returnData'] {
  const data = meta.returnData();
  const bytes = data.data();
  if (bytes.length === 0) return null;
  return { programId: toBase58(data.programId()), data: [Buffer.from(bytes).toString('base64'), 'base64'] };
}
