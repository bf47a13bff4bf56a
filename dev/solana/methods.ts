// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// The JSON-RPC methods, with the request and response shapes of a Solana node. Each takes the params array and the
// chain; bad params throw InvalidParamsError (-32602), node-specific failures throw RpcError.
import { isAddress, getBase58Codec } from '@solana/kit';
import { readFileSync } from 'node:fs';
import { InvalidParamsError, decodeWireTransaction, encodeAccount, toBase64 } from './encoding.ts';
import { TOKEN_PROGRAM_ADDRESS, tokenAccountInfo } from './token.ts';

const LITESVM_VERSION = JSON.parse(readFileSync(new URL('../../node_modules/litesvm/package.json', import.meta.url), 'utf8')).version;

/** A JSON-RPC error with a code other than -32602. */
export class RpcError extends Error {
  /** @param {number} code @param {string} message @param {unknown} [data] */
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** @param {unknown} value @param {string} what */
function pubkey(value, what = 'pubkey') {
  if (typeof value !== 'string' || !isAddress(value)) throw new InvalidParamsError(`Invalid param: invalid ${what}`);
  return value;
}
/** @param {unknown} value @returns {Record<string, any>} */
function config(value) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidParamsError('Invalid params: config must be an object');
  return /** @type {Record<string, any>} */ (value);
}
/** @param {unknown} value @param {string} what */
function signature(value, what = 'signature') {
  if (typeof value !== 'string') throw new InvalidParamsError(`Invalid param: invalid ${what}`);
  try {
    if (getBase58Codec().encode(value).length === 64) return value;
  } catch {
    /* fall through */
  }
  throw new InvalidParamsError(`Invalid param: invalid ${what}`);
}
/** @param {unknown} value @param {string} what */
function u64(value, what) {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidParamsError(`Invalid param: ${what} must be a non-negative integer`);
  return value;
}

/** @param {import('./chain.ts').SolanaChain} chain @param {unknown} value */
const context = (chain, value) => ({ context: { apiVersion: LITESVM_VERSION, slot: chain.slot }, value });

/** @param {import('./chain.ts').TxError} error @param {string[]} logs @param {number} unitsConsumed */
const simulationFailed = (error, logs, unitsConsumed) =>
  new RpcError(-32002, `Transaction simulation failed: ${error.text}`, {
    accounts: null,
    err: error.json,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  });

/** simulateTransaction's `accounts` config as a node checks it: base64 (or base64+zstd, not served here) and known addresses. @param {unknown} value */
function simulationAccounts(value) {
  const { encoding = 'base64', addresses } = config(value);
  if (encoding === 'base58' || encoding === 'binary') throw new InvalidParamsError('base58 encoding not supported');
  if (encoding !== 'base64' && encoding !== 'jsonParsed')
    throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: base64, jsonParsed`);
  if (!Array.isArray(addresses)) throw new InvalidParamsError('Invalid params: accounts.addresses must be an array');
  if (addresses.length > 100) throw new InvalidParamsError(`Too many accounts provided; max ${100}`);
  return { encoding, addresses: addresses.map((a) => pubkey(a, 'account address')) };
}

/** @param {import('./chain.ts').Executed} tx */
const status = (tx) => ({ slot: tx.slot, confirmations: null, err: tx.err, status: tx.err ? { Err: tx.err } : { Ok: null }, confirmationStatus: 'finalized' });

/** @type {Record<string, (params: unknown[], chain: import('./chain.ts').SolanaChain, genesisHash: string) => unknown>} */
export const methods = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': `litesvm-${LITESVM_VERSION}`, 'feature-set': 0 }),
  getGenesisHash: (_params, _chain, genesisHash) => genesisHash,
  // A real node's default commitment is `finalized`: the newest slot with a block. `processed` is the open slot,
  // where the next transaction lands.
  getSlot: ([options], chain) => (config(options).commitment === 'processed' ? chain.slot : chain.lastBlockSlot),
  // Every slot with a block is one block higher (LiteSVM skips none after its first), so height follows slot.
  getBlockHeight: ([options], chain) => (config(options).commitment === 'processed' ? chain.slot : chain.lastBlockSlot),

  getBalance: ([key], chain) => context(chain, Number(chain.balance(pubkey(key)))),

  getLatestBlockhash: (_params, chain) => context(chain, chain.latestBlockhash()),

  getMinimumBalanceForRentExemption: ([size], chain) => Number(chain.svm.minimumBalanceForRentExemption(BigInt(u64(size, 'data length')))),

  getAccountInfo: ([key, options], chain) => {
    const { encoding = 'base58' } = config(options);
    const account = chain.account(pubkey(key));
    return context(chain, account.exists ? encodeAccount(account, encoding, (a) => chain.account(a)) : null);
  },

  getTokenAccountsByOwner: ([owner, filter, options], chain) => {
    pubkey(owner, 'owner');
    const { mint, programId } = config(filter);
    if ((mint === undefined) === (programId === undefined))
      throw new InvalidParamsError('Invalid params: expected a filter with exactly one of mint or programId');
    if (mint !== undefined) pubkey(mint, 'mint');
    if (programId !== undefined && pubkey(programId, 'programId') !== TOKEN_PROGRAM_ADDRESS) {
      throw new InvalidParamsError('Invalid param: unrecognized Token program id');
    }
    const { encoding = 'base58' } = config(options);
    const value = chain.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).flatMap((account) => {
      const token = tokenAccountInfo(account);
      if (!token || token.owner !== owner || (mint !== undefined && token.mint !== mint)) return [];
      return [{ pubkey: account.address, account: encodeAccount(account, encoding, (a) => chain.account(a)) }];
    });
    return context(chain, value);
  },

  sendTransaction: ([wire, options], chain) => {
    const { encoding = 'base58', skipPreflight = false } = config(options);
    const decoded = decodeWireTransaction(wire, encoding);
    if (!skipPreflight) {
      const preflight = chain.simulate(decoded, { sigVerify: true });
      if (preflight.error) throw simulationFailed(preflight.error, preflight.logs, preflight.unitsConsumed);
    }
    let result: ReturnType<import('./chain.ts').SolanaChain['execute']>;
    try {
      result = chain.execute(decoded);
    } catch (cause) {
      // kit refuses a transaction without all its signatures before LiteSVM sees it
      throw new RpcError(-32003, 'Transaction signature verification failure', { message: /** @type {Error} */ (cause).message });
    }
    if (result.error && !skipPreflight) throw simulationFailed(result.error, result.logs, result.unitsConsumed);
    return result.signature;
  },

  simulateTransaction: ([wire, options], chain) => {
    const { encoding = 'base58', sigVerify = false, replaceRecentBlockhash = false, accounts } = config(options);
    if (sigVerify && replaceRecentBlockhash) throw new InvalidParamsError('sigVerify may not be used with replaceRecentBlockhash');
    const decoded = decodeWireTransaction(wire, encoding);
    let result: ReturnType<import('./chain.ts').SolanaChain['simulate']>;
    try {
      result = chain.simulate(decoded, { sigVerify: Boolean(sigVerify), replaceRecentBlockhash: Boolean(replaceRecentBlockhash) });
    } catch (cause) {
      throw new RpcError(-32003, 'Transaction signature verification failure', { message: /** @type {Error} */ (cause).message });
    }
    const wanted = accounts ? simulationAccounts(accounts) : null;
    return context(chain, {
      err: result.error ? result.error.json : null,
      logs: result.logs,
      // As a real node: the requested accounts' states after the simulated transaction (untouched ones as they are
      // now), and null for all of them when it failed.
      accounts:
        wanted && !result.error
          ? wanted.addresses.map((a) => {
              const post = result.postAccounts.get(a);
              const account = post ? { ...post, exists: post.lamports > 0n } : chain.account(a);
              return account.exists ? encodeAccount(account, wanted.encoding, (k) => chain.account(k)) : null;
            })
          : null,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      replacementBlockhash: result.replacementBlockhash,
      returnData: result.returnData,
      unitsConsumed: result.unitsConsumed,
    });
  },

  getSignatureStatuses: ([signatures], chain) => {
    if (!Array.isArray(signatures) || signatures.length > 256) throw new InvalidParamsError('Invalid params: expected an array of at most 256 signatures');
    return context(
      chain,
      signatures.map((s) => {
        const tx = chain.history.get(signature(s));
        return tx ? status(tx) : null;
      }),
    );
  },

  getSignaturesForAddress: ([key, options], chain) => {
    const { limit = 1000, before, until } = config(options);
    if (u64(limit, 'limit') < 1 || limit > 1000) throw new InvalidParamsError('Invalid limit; max 1000');
    const newestFirst = [...(chain.byAddress.get(pubkey(key, 'address')) ?? [])].reverse();
    let start = 0;
    if (before !== undefined) {
      const i = newestFirst.indexOf(signature(before, 'before'));
      start = i < 0 ? newestFirst.length : i + 1;
    }
    const result = [];
    for (const sig of newestFirst.slice(start)) {
      if (until !== undefined && sig === signature(until, 'until')) break;
      const tx = /** @type {import('./chain.ts').Executed} */ (chain.history.get(sig));
      result.push({ signature: sig, slot: tx.slot, err: tx.err, memo: null, blockTime: tx.blockTime, confirmationStatus: 'finalized' });
      if (result.length === limit) break;
    }
    return result;
  },

  getTransaction: ([sig, options], chain) => {
    const opts = typeof options === 'string' ? { encoding: options } : config(options);
    const { encoding = 'json', maxSupportedTransactionVersion } = opts;
    const tx = chain.history.get(signature(sig));
    if (!tx) return null;
    const version = 'version' in tx.message && tx.message.version !== 'legacy' ? tx.message.version : 'legacy';
    if (version !== 'legacy' && (maxSupportedTransactionVersion === undefined || maxSupportedTransactionVersion < version)) {
      throw new RpcError(
        -32015,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      );
    }
    let transaction: unknown;
    if (encoding === 'base64') transaction = [toBase64(tx.bytes), 'base64'];
    else if (encoding === 'json') transaction = jsonTransaction(tx);
    else throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: json, base64`);
    return {
      slot: tx.slot,
      blockTime: tx.blockTime,
      version,
      meta: {
        err: tx.err,
        status: tx.err ? { Err: tx.err } : { Ok: null },
        fee: tx.fee,
        preBalances: tx.preBalances,
        postBalances: tx.postBalances,
        preTokenBalances: tx.preTokenBalances,
        postTokenBalances: tx.postTokenBalances,
        innerInstructions: [],
        logMessages: tx.logs,
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: tx.computeUnitsConsumed,
      },
      transaction,
    };
  },

  getBlock: ([slotParam, options], chain) => {
    const slot = u64(slotParam, 'slot');
    const { encoding = 'json', transactionDetails = 'full', rewards = true, maxSupportedTransactionVersion } = config(options);
    if (!['full', 'signatures', 'none'].includes(transactionDetails))
      throw new InvalidParamsError(`Invalid params: unsupported transactionDetails: ${String(transactionDetails)}`);
    if (encoding !== 'json' && encoding !== 'base64')
      throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: json, base64`);
    const block = chain.blocks.get(slot);
    if (!block) {
      if (slot > chain.lastBlockSlot) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
    }
    const txs = block.signatures.map((s) => /** @type {import('./chain.ts').Executed} */ (chain.history.get(s)));
    return {
      blockhash: block.blockhash,
      previousBlockhash: block.previousBlockhash,
      parentSlot: block.parentSlot,
      blockHeight: block.slot,
      blockTime: block.blockTime,
      ...(transactionDetails === 'signatures' ? { signatures: block.signatures } : {}),
      ...(transactionDetails === 'full'
        ? {
            transactions: txs.map((tx) => {
              const {
                slot: _slot,
                blockTime: _time,
                ...rest
              } = /** @type {Record<string, unknown>} */ (methods.getTransaction([tx.signature, { encoding, maxSupportedTransactionVersion }], chain, ''));
              return rest;
            }),
          }
        : {}),
      ...(rewards ? { rewards: [] } : {}),
    };
  },

  requestAirdrop: async ([key, amount], chain) => {
    const to = pubkey(key);
    const result = await chain.airdrop(to, BigInt(u64(amount, 'lamports')));
    if (result.error) throw new RpcError(-32002, `Transaction simulation failed: ${result.error.text}`, { err: result.error.json, logs: result.logs });
    return result.signature;
  },
};

/** The `json` encoding of a recorded transaction. @param {import('./chain.ts').Executed} tx */
function jsonTransaction(tx) {
  const { message } = tx;
  const count = tx.bytes[0] ?? 0; // compact-u16; one byte below 128 signatures
  const signatures = Array.from({ length: count }, (_, i) => getBase58Codec().decode(tx.bytes.subarray(1 + 64 * i, 65 + 64 * i)));
  return {
    signatures,
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((ix) => ({
        programIdIndex: ix.programAddressIndex,
        accounts: ix.accountIndices ?? [],
        data: getBase58Codec().decode(ix.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      ...('addressTableLookups' in message && message.addressTableLookups
        ? {
            addressTableLookups: message.addressTableLookups.map((l) => ({
              accountKey: l.lookupTableAddress,
              writableIndexes: l.writableIndexes,
              readonlyIndexes: l.readonlyIndexes,
            })),
          }
        : {}),
    },
  };
}
