/**
 * What the data service tells about the active account (SPEC §2 account tabs, §4 name registration): its activity,
 * its NFTs, the service's chains and a registration in progress. The client writes these; views read them.
 */
import { atom } from 'jotai/vanilla';
import type { DataChain, NameSuggestion, Transaction } from '../services/data/entities';

export type { DataChain, Transaction } from '../services/data/entities';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** `key` names the account and chain the list belongs to (caipAddress), so a switch starts a fresh list. */
export type ActivityState = { key: string | undefined; status: LoadStatus; transactions: Transaction[]; next: string | null };
export const INITIAL_ACTIVITY: ActivityState = { key: undefined, status: 'idle', transactions: [], next: null };
export const activityAtom = atom<ActivityState>(INITIAL_ACTIVITY);
/**
 * Ours (SPEC names no interval): the Activity tab asks for the newest page again this often while it shows and the
 * page is visible, so a transfer appears within seconds of being indexed. Kept here, beside the activity it refreshes,
 * rather than in constants.ts, which the first script carries whole.
 */
export const ACTIVITY_REFRESH_MS = 2000;

/** An NFT the account holds (derived from its history's NFT transfers; spam left out). */
export type NftHolding = { id: string; name: string; collection: string; imageUrl?: string; count: bigint };
export type NftState = { key: string | undefined; status: LoadStatus; items: NftHolding[] };
const INITIAL_NFTS: NftState = { key: undefined, status: 'idle', items: [] };
export const nftsAtom = atom<NftState>(INITIAL_NFTS);

/** Token balances from the service for the active account: loading shows skeletons, not an empty list. */
export const tokensStatusAtom = atom<{ key: string | undefined; status: LoadStatus }>({ key: undefined, status: 'idle' });

/** The chains the data service answers for; undefined until it has said (or with no `api-url`). */
export const dataChainsAtom = atom<readonly DataChain[] | undefined>(undefined);

/** The key of an address in name lists and caches: EVM addresses are one account in any case. */
export const addressKey = (address: string): string => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address);

/** Names of counterparties, by addressKey, as the registry gave them. */
export const counterpartyNamesAtom = atom<Readonly<Record<string, string>>>({});

/** SPEC §4: the registration shown on RegisterAccountNameSuccess. */
export type RegistrationState = { name: string; status: 'signing' | 'posting' | 'done' };
export const registrationAtom = atom<RegistrationState | undefined>(undefined);

export type SuggestionsState = { query: string; status: LoadStatus; suggestions: NameSuggestion[] };
export const suggestionsAtom = atom<SuggestionsState>({ query: '', status: 'idle', suggestions: [] });
