/**
 * A ChainReader for a Solana JSON-RPC node, for a set of watched wallets (Solana has no log filter: a reader follows
 * addresses). A transfer to a wallet names its token account, not the wallet, so each wallet's token accounts are
 * followed too. Signatures come from getSignaturesForAddress, newest first, paged back to the range's first slot;
 * each transaction from getTransaction; a slot's blockhash and time from getBlock. Only top-level instructions are
 * read (./solana-instructions.ts): value moved inside other programs' calls (inner instructions) is not.
 */
import { isAddress } from '@solana/kit';
import type { ChainReader, IndexedTransfer, TokenMetadata } from '../records';
import type { CaipNetworkId } from '../../../src/chains/caip';
import { findKnownToken } from '../../../src/chains/solana/known-tokens';
import { ChainReadError, NodeRpcError } from './errors';
import { parseRange } from './evm-wire';
import { createJsonRpc, type JsonRpcOptions } from './json-rpc';
import { MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH, plainText } from './sanitize';
import { decodeMoves, TOKEN_PROGRAMS, type JsonInstruction, type TokenBalance } from './solana-instructions';

export type SolanaReaderOptions = JsonRpcOptions & {
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  chainId: string;
  rpcUrl: string;
  /** The wallets to follow from the start; `watch` adds more. */
  watched: string[];
  /** Names for mints (SPL mints carry none on chain): mint → name and symbol. Mints not listed here take the names
   * the modal knows (src/chains/solana/known-tokens.ts: USDC, USDT, the local stack's DEMO), else none. */
  tokenNames?: Record<string, { name: string; symbol: string }>;
};
export type SolanaReader = ChainReader & {
  /** Follows one more wallet from the next `transfers` call on. */
  watch(address: string): void;
  readonly watched: readonly string[];
};

const SIGNATURE_PAGE = 1000;
/** Node answers for a slot without a block: skipped (-32007), not available (-32004), or pruned (-32009). */
const NO_BLOCK = [-32004, -32007, -32009];
const CAIP = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/;
const COMMITMENT = 'finalized';

type SignatureInfo = { signature: string; slot: number };
type RpcTransaction = {
  slot: number;
  meta: {
    err: unknown;
    preTokenBalances?: TokenBalance[];
    postTokenBalances?: TokenBalance[];
    loadedAddresses?: { writable: string[]; readonly: string[] };
  } | null;
  transaction: { signatures: string[]; message: { accountKeys: string[]; instructions: JsonInstruction[] } };
};
type RpcBlock = { blockhash: string; blockTime: number | null };

function parseAddress(value: unknown): string {
  if (typeof value !== 'string' || !isAddress(value))
    throw new ChainReadError('invalid-input', `Not a Solana address: ${JSON.stringify(value)?.slice(0, 100)}`);
  return value;
}

export function createSolanaReader({ chainId, rpcUrl, watched: initial, tokenNames = {}, ...rpcOptions }: SolanaReaderOptions): SolanaReader {
  if (typeof chainId !== 'string' || !CAIP.test(chainId))
    throw new ChainReadError('invalid-input', `A Solana CAIP-2 id is solana: and 32 base58 characters, not ${JSON.stringify(chainId)}`);
  if (!Array.isArray(initial)) throw new ChainReadError('invalid-input', 'watched is a list of Solana addresses');
  const rpc = createJsonRpc(rpcUrl, rpcOptions);
  const watched = new Set(initial.map(parseAddress));

  async function block(slot: bigint): Promise<RpcBlock | null> {
    try {
      return await rpc.call<RpcBlock>('getBlock', [
        Number(slot),
        { commitment: COMMITMENT, transactionDetails: 'none', rewards: false, maxSupportedTransactionVersion: 0 },
      ]);
    } catch (error) {
      if (error instanceof NodeRpcError && NO_BLOCK.includes(error.rpcCode)) return null;
      throw error;
    }
  }

  /** The signatures touching `address` in slots from..to, paging back from the newest. */
  async function signaturesOf(address: string, from: bigint, to: bigint): Promise<SignatureInfo[]> {
    const found: SignatureInfo[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await rpc.call<SignatureInfo[]>('getSignaturesForAddress', [
        address,
        { commitment: COMMITMENT, limit: SIGNATURE_PAGE, ...(before ? { before } : {}) },
      ]);
      if (!Array.isArray(page)) throw new ChainReadError('invalid-reply', 'getSignaturesForAddress answered no list');
      for (const entry of page) {
        if (BigInt(entry.slot) < from) return found;
        if (BigInt(entry.slot) <= to) found.push(entry);
      }
      if (page.length < SIGNATURE_PAGE) return found;
      before = page[page.length - 1]?.signature;
    }
  }

  async function tokenAccountsOf(owner: string): Promise<string[]> {
    const lists = await Promise.all(
      TOKEN_PROGRAMS.map(async (programId) => {
        try {
          const answer = await rpc.call<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
            owner,
            { programId },
            { commitment: COMMITMENT, encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
          ]);
          return answer.value.map((a) => a.pubkey);
        } catch (error) {
          // A node without Token-2022 refuses its program id as params; it then has no such accounts.
          if (error instanceof NodeRpcError && error.rpcCode === -32602) return [];
          throw error;
        }
      }),
    );
    return lists.flat();
  }

  return {
    chainId,
    get watched() {
      return [...watched];
    },
    watch(address) {
      watched.add(parseAddress(address));
    },
    async head() {
      return BigInt(await rpc.call<number>('getSlot', [{ commitment: COMMITMENT }]));
    },
    async blockHash(slot) {
      parseRange(slot, slot);
      return (await block(slot))?.blockhash ?? null;
    },
    async transfers(fromSlot, toSlot) {
      const { from, to } = parseRange(fromSlot, toSlot);
      const wallets = [...watched];
      const followed = [...wallets, ...(await Promise.all(wallets.map(tokenAccountsOf))).flat()];
      const seen = new Map<string, SignatureInfo>();
      for (const list of await Promise.all(followed.map((a) => signaturesOf(a, from, to)))) for (const s of list) seen.set(s.signature, s);
      // Oldest first; getSignaturesForAddress gives no position inside a slot, so a slot's transactions keep signature order.
      const signatures = [...seen.values()].sort((a, b) => a.slot - b.slot || (a.signature < b.signature ? -1 : 1));
      const transactions = await rpc.batch<RpcTransaction | null>(
        signatures.map(({ signature }) => ({
          method: 'getTransaction',
          params: [signature, { commitment: COMMITMENT, encoding: 'json', maxSupportedTransactionVersion: 0 }],
        })),
      );
      const slots = [...new Set(signatures.map((s) => s.slot))];
      const blocks = new Map(await Promise.all(slots.map(async (slot) => [slot, await block(BigInt(slot))] as const)));
      const transfers: IndexedTransfer[] = [];
      transactions.forEach((tx, i) => {
        const { signature, slot } = signatures[i] as SignatureInfo;
        const slotBlock = blocks.get(slot);
        if (!tx || !slotBlock || !tx.meta) throw new ChainReadError('reorg', `${chainId} has no transaction ${signature} in slot ${slot} (any more)`);
        const { message } = tx.transaction;
        const keys = [...message.accountKeys, ...(tx.meta.loadedAddresses?.writable ?? []), ...(tx.meta.loadedAddresses?.readonly ?? [])];
        const balances = [...(tx.meta.preTokenBalances ?? []), ...(tx.meta.postTokenBalances ?? [])];
        for (const move of decodeMoves(message.instructions, keys, balances)) {
          if (!watched.has(move.from) && !watched.has(move.to)) continue;
          transfers.push({
            chainId,
            blockNumber: BigInt(slot),
            blockHash: slotBlock.blockhash,
            txHash: signature,
            logIndex: move.index,
            timestamp: slotBlock.blockTime ?? 0,
            kind: move.kind,
            token: move.mint,
            tokenId: null,
            from: move.from,
            to: move.to,
            amount: move.amount,
            status: tx.meta.err === null ? 'confirmed' : 'failed',
          });
        }
      });
      return transfers;
    },
    async tokenMetadata(mint): Promise<TokenMetadata | null> {
      const address = parseAddress(mint);
      const answer = await rpc.call<{ value: { owner: string; data: { parsed?: { type?: string; info?: { decimals?: unknown } } } | unknown[] } | null }>(
        'getAccountInfo',
        [address, { commitment: COMMITMENT, encoding: 'jsonParsed' }],
      );
      const account = answer?.value;
      if (!account || !TOKEN_PROGRAMS.includes(account.owner) || Array.isArray(account.data)) return null;
      const { parsed } = account.data as { parsed?: { type?: string; info?: { decimals?: unknown } } };
      const decimals = parsed?.info?.decimals;
      if (parsed?.type !== 'mint' || typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return null;
      const named = Object.hasOwn(tokenNames, address) ? tokenNames[address] : findKnownToken(chainId as CaipNetworkId, address);
      return {
        chainId,
        address,
        kind: 'fungible',
        decimals,
        iconUrl: null,
        name: plainText(named?.name ?? '', MAX_TOKEN_NAME_LENGTH),
        symbol: plainText(named?.symbol ?? '', MAX_TOKEN_SYMBOL_LENGTH),
      };
    },
  };
}
