// The methods that read the chain's record of executed transactions and their blocks: getSignatureStatuses,
// getSignaturesForAddress, getTransaction and getBlock, with a transaction's `json` and `base64` encodings.
import { getBase58Codec } from '@solana/kit';
import type { Executed } from './chain.ts';
import { toBase64 } from './encoding.ts';
import { context, type Method } from './method.ts';
import { config, maxSupportedVersion, pubkey, signature, u64 } from './params.ts';
import { InvalidParamsError, RpcError } from './rpc-errors.ts';

const status = (tx: Executed) => ({
  slot: tx.slot,
  confirmations: null,
  err: tx.err,
  status: tx.err ? { Err: tx.err } : { Ok: null },
  confirmationStatus: 'finalized',
});

/** The `json` encoding of a recorded transaction. */
function jsonTransaction(tx: Executed) {
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

/** getTransaction's answer for a recorded transaction (getBlock lists the same, less the slot and time). */
function transactionAnswer(tx: Executed, encoding: unknown, maxVersion: number | undefined) {
  const version = tx.message.version;
  if (version !== 'legacy' && (maxVersion === undefined || maxVersion < version)) {
    throw new RpcError(
      -32015,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    );
  }
  let transaction: [string, 'base64'] | ReturnType<typeof jsonTransaction>;
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
}

export const ledgerMethods: Record<string, Method> = {
  getSignatureStatuses: ([signatures], chain) => {
    if (!Array.isArray(signatures) || signatures.length > 256) throw new InvalidParamsError('Invalid params: expected an array of at most 256 signatures');
    return context(
      chain,
      signatures.map((s: unknown) => {
        const tx = chain.history.get(signature(s));
        return tx ? status(tx) : null;
      }),
    );
  },

  getSignaturesForAddress: ([key, options], chain) => {
    const { limit: limitParam = 1000, before, until } = config(options);
    const limit = u64(limitParam, 'limit');
    if (limit < 1 || limit > 1000) throw new InvalidParamsError('Invalid limit; max 1000');
    const newestFirst = [...(chain.byAddress.get(pubkey(key, 'address')) ?? [])].reverse();
    let start = 0;
    if (before !== undefined) {
      const i = newestFirst.indexOf(signature(before, 'before'));
      start = i < 0 ? newestFirst.length : i + 1;
    }
    const result = [];
    for (const sig of newestFirst.slice(start)) {
      if (until !== undefined && sig === signature(until, 'until')) break;
      const tx = chain.history.get(sig);
      if (!tx) continue; // every signature listed by address was recorded
      result.push({ signature: sig, slot: tx.slot, err: tx.err, memo: null, blockTime: tx.blockTime, confirmationStatus: 'finalized' });
      if (result.length === limit) break;
    }
    return result;
  },

  getTransaction: ([sig, options], chain) => {
    const { encoding = 'json', maxSupportedTransactionVersion } = typeof options === 'string' ? { encoding: options } : config(options);
    const maxVersion = maxSupportedVersion(maxSupportedTransactionVersion);
    const tx = chain.history.get(signature(sig));
    return tx ? transactionAnswer(tx, encoding, maxVersion) : null;
  },

  getBlock: ([slotParam, options], chain) => {
    const slot = u64(slotParam, 'slot');
    const { encoding = 'json', transactionDetails = 'full', rewards = true, maxSupportedTransactionVersion } = config(options);
    if (transactionDetails !== 'full' && transactionDetails !== 'signatures' && transactionDetails !== 'none')
      throw new InvalidParamsError(`Invalid params: unsupported transactionDetails: ${String(transactionDetails)}`);
    if (encoding !== 'json' && encoding !== 'base64')
      throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: json, base64`);
    const maxVersion = maxSupportedVersion(maxSupportedTransactionVersion);
    const block = chain.blocks.get(slot);
    if (!block) {
      if (slot > chain.lastBlockSlot) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
    }
    const txs = block.signatures.flatMap((s) => chain.history.get(s) ?? []);
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
              const { slot: _slot, blockTime: _time, ...rest } = transactionAnswer(tx, encoding, maxVersion);
              return rest;
            }),
          }
        : {}),
      ...(rewards ? { rewards: [] } : {}),
    };
  },
};
