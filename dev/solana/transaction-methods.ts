// The methods that run transactions: sendTransaction (with its preflight), simulateTransaction and requestAirdrop.
import type { TxError } from './chain.ts';
import { decodeWireTransaction, encodeAccount } from './encoding.ts';
import { context, type Method } from './method.ts';
import { config, pubkey, u64 } from './params.ts';
import { InvalidParamsError, RpcError, messageOf } from './rpc-errors.ts';

const simulationFailed = (error: TxError, logs: string[], unitsConsumed: number) =>
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

/** simulateTransaction's `accounts` config as a node checks it: base64 (or base64+zstd, not served here) and known addresses. */
function simulationAccounts(value: unknown) {
  const { encoding = 'base64', addresses } = config(value);
  if (encoding === 'base58' || encoding === 'binary') throw new InvalidParamsError('base58 encoding not supported');
  if (encoding !== 'base64' && encoding !== 'jsonParsed')
    throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: base64, jsonParsed`);
  if (!Array.isArray(addresses)) throw new InvalidParamsError('Invalid params: accounts.addresses must be an array');
  if (addresses.length > 100) throw new InvalidParamsError(`Too many accounts provided; max ${100}`);
  return { encoding, addresses: addresses.map((a: unknown) => pubkey(a, 'account address')) };
}

export const transactionMethods: Record<string, Method> = {
  sendTransaction: ([wire, options], chain) => {
    const { encoding = 'base58', skipPreflight = false } = config(options);
    const decoded = decodeWireTransaction(wire, encoding);
    if (!skipPreflight) {
      const preflight = chain.simulate(decoded, { sigVerify: true });
      if (preflight.error) throw simulationFailed(preflight.error, preflight.logs, preflight.unitsConsumed);
    }
    let result: ReturnType<typeof chain.execute>;
    try {
      result = chain.execute(decoded);
    } catch (cause) {
      // kit refuses a transaction without all its signatures before LiteSVM sees it
      throw new RpcError(-32003, 'Transaction signature verification failure', { message: messageOf(cause) });
    }
    if (result.error && !skipPreflight) throw simulationFailed(result.error, result.logs, result.unitsConsumed);
    return result.signature;
  },

  simulateTransaction: ([wire, options], chain) => {
    const { encoding = 'base58', sigVerify = false, replaceRecentBlockhash = false, accounts } = config(options);
    if (sigVerify && replaceRecentBlockhash) throw new InvalidParamsError('sigVerify may not be used with replaceRecentBlockhash');
    const decoded = decodeWireTransaction(wire, encoding);
    let result: ReturnType<typeof chain.simulate>;
    try {
      result = chain.simulate(decoded, { sigVerify: Boolean(sigVerify), replaceRecentBlockhash: Boolean(replaceRecentBlockhash) });
    } catch (cause) {
      throw new RpcError(-32003, 'Transaction signature verification failure', { message: messageOf(cause) });
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

  requestAirdrop: async ([key, amount], chain) => {
    const to = pubkey(key);
    const result = await chain.airdrop(to, BigInt(u64(amount, 'lamports')));
    if (result.error) throw new RpcError(-32002, `Transaction simulation failed: ${result.error.text}`, { err: result.error.json, logs: result.logs });
    return result.signature;
  },
};
