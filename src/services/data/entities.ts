/**
 * What the blockchain data service's answers become once checked (SPEC §3): amounts are bigint base units with
 * their decimals, fiat is USD in the same form, times are epoch milliseconds. state/ re-exports these for the views.
 */
import type { CaipNetworkId } from '../../chains/caip';

/** An exact amount: `value` base units of 10^-decimals (a token quantity, or USD for fiat). */
export type DataAmount = { value: bigint; decimals: number };

/** SPEC §3 token balance; `value` and `price` are USD, absent when the service knows no price. */
export type DataTokenBalance = {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  /** CAIP-10 id of the token contract or mint; absent for the native currency. */
  address?: string;
  value?: DataAmount;
  price?: DataAmount;
  iconUrl?: string;
  quantity: DataAmount;
};

export type TransferDirection = 'in' | 'out' | 'self';

type FungibleTransfer = {
  kind: 'fungible';
  direction: TransferDirection;
  name: string;
  symbol: string;
  iconUrl?: string;
  quantity: DataAmount;
  value?: DataAmount;
};
export type NftTransfer = {
  kind: 'nft';
  direction: TransferDirection;
  name: string;
  collection: string;
  imageUrl?: string;
  spam: boolean;
  quantity: DataAmount;
};
export type Transfer = FungibleTransfer | NftTransfer;

export type TransactionStatus = 'confirmed' | 'failed' | 'pending';

/** SPEC §3 transaction (history entry). */
export type Transaction = {
  id: string;
  hash: string;
  chainId: CaipNetworkId;
  /** Epoch milliseconds. */
  minedAt: number;
  operationType: string;
  status: TransactionStatus;
  sentFrom: string;
  sentTo: string;
  transfers: Transfer[];
};

export type HistoryPage = { transactions: Transaction[]; next: string | null };

/** `/v1/identity/{address}`: the account's registered name and avatar, each absent when there is none. */
export type Identity = { name?: string; avatar?: string };

export type NameSuggestion = { name: string; registered: boolean };

/** A chain the service answers for (`/v1/supported-chains`). */
export type DataChain = { id: CaipNetworkId; testnet: boolean; explorerUrl?: string };

/** Where a service answer came from and what the page is: images and links are judged against both. */
export type Origins = { page: string; service: string };
