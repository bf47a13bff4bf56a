// The JSON-RPC methods, with the request and response shapes of a Solana node. Each takes the params array and the
// chain; bad params throw InvalidParamsError (-32602), node-specific failures throw RpcError (rpc-errors.ts). The
// cluster and account methods are here; those that run transactions and those that read the ledger have their files.
import { encodeAccount } from './encoding.ts';
import { ledgerMethods } from './ledger-methods.ts';
import { LITESVM_VERSION, context, type Method } from './method.ts';
import { config, pubkey, u64 } from './params.ts';
import { InvalidParamsError } from './rpc-errors.ts';
import { TOKEN_PROGRAM_ADDRESS, tokenAccountInfo } from './token.ts';
import { transactionMethods } from './transaction-methods.ts';

export const methods: Record<string, Method> = {
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

  getTokenAccountsByOwner: ([ownerParam, filter, options], chain) => {
    const owner = pubkey(ownerParam, 'owner');
    const { mint: mintParam, programId } = config(filter);
    if ((mintParam === undefined) === (programId === undefined))
      throw new InvalidParamsError('Invalid params: expected a filter with exactly one of mint or programId');
    const mint = mintParam === undefined ? undefined : pubkey(mintParam, 'mint');
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

  ...transactionMethods,
  ...ledgerMethods,
};
