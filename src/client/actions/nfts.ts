/**
 * The NFTs tab (SPEC §2). The data service has no NFT holdings answer yet, so holdings are derived from the
 * account's history on the active chain: NFT transfers in, minus those out, over at most NFT_HISTORY_PAGES_MAX pages.
 * Spam is hidden.
 */
import { NFT_HISTORY_PAGES_MAX } from '../../constants';
import { getHistory } from '../../services/data/client';
import type { NftTransfer, Transaction } from '../../services/data/entities';
import { activeAccountAtom } from '../../state/account';
import { nftsAtom, type NftHolding } from '../../state/account-data';
import type { ClientContext } from '../context';
import { dataClientOptions, servesChain } from './data-service';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

export type NftHoldingsParameters = Parameters<typeof nftHoldings>;
export type NftHoldingsReturnType = ActionReturnType<typeof nftHoldings>;
export type NftHoldingsErrorType = never;
/** Holdings from transactions, newest first: an NFT counts while more came in than went out. */
function nftHoldings(transactions: readonly Transaction[]): NftHolding[] {
  const held = new Map<string, { transfer: NftTransfer; count: bigint }>();
  for (const tx of transactions) {
    for (const transfer of tx.transfers) {
      if (transfer.kind !== 'nft' || transfer.spam || transfer.direction === 'self') continue;
      const id = `${tx.chainId}:${transfer.name}`;
      const entry = held.get(id) ?? { transfer, count: 0n };
      entry.count += transfer.direction === 'in' ? transfer.quantity.value : -transfer.quantity.value;
      held.set(id, entry);
    }
  }
  return [...held]
    .filter(([, e]) => e.count > 0n)
    .map(([id, { transfer, count }]) => ({
      id,
      name: transfer.name,
      collection: transfer.collection,
      count,
      ...(transfer.imageUrl ? { imageUrl: transfer.imageUrl } : {}),
    }));
}

export type LoadNftsParameters = ActionParameters<typeof loadNfts>;
export type LoadNftsReturnType = ActionReturnType<typeof loadNfts>;
export type LoadNftsErrorType = WalletModalError;
export async function loadNfts(ctx: ClientContext): Promise<void> {
  const { store } = ctx;
  const options = dataClientOptions(ctx);
  const account = store.get(activeAccountAtom);
  if (!options || account.status !== 'connected') return;
  const key = account.caipAddress;
  const current = store.get(nftsAtom);
  // Read once per account and chain; again after an error (Try again).
  if (current.key === key && current.status !== 'idle' && current.status !== 'error') return;
  store.set(nftsAtom, { key, status: 'loading', items: [] });
  const transactions: Transaction[] = [];
  if (!(await servesChain(ctx, options, account.caipNetworkId))) {
    if (store.get(nftsAtom).key === key) store.set(nftsAtom, { key, status: 'loaded', items: [] });
    return;
  }
  try {
    let cursor: string | undefined;
    for (let page = 0; page < NFT_HISTORY_PAGES_MAX; page++) {
      const answer = await getHistory(account.address, { chainId: account.caipNetworkId, ...(cursor ? { cursor } : {}) }, options);
      transactions.push(...answer.transactions.filter((t) => t.chainId === account.caipNetworkId));
      if (!answer.next) break;
      cursor = answer.next;
    }
  } catch {
    if (store.get(nftsAtom).key === key) store.set(nftsAtom, { key, status: 'error', items: [] });
    showToast(ctx, 'error', MESSAGES.failedToFetchTransactions);
    return;
  }
  if (store.get(nftsAtom).key === key) store.set(nftsAtom, { key, status: 'loaded', items: nftHoldings(transactions) });
}
