/** What the client loads for a shown view: the views only read the atoms it fills (docs/architecture.md). */
import type { Getter } from 'jotai/vanilla';
import type { Showing } from '../../state/showing';
import type { ViewName } from '../../state/routes';
import type { WalletModalClient } from '../types';

/** The client's part the loads call: the same actions the views' buttons call. */
export type ViewClient = Pick<
  WalletModalClient,
  'store' | 'connect' | 'loadWallets' | 'searchWallets' | 'loadActivity' | 'loadNfts' | 'refreshBalance' | 'simulateTransaction' | 'embeddedWallet'
>;

/**
 * One thing a view shows that comes from the network. `key` reads the store (what it reads is followed) and names what
 * the view shows now, or undefined when there is nothing to load; `start` loads it, once per key, and what it returns
 * ends it (the key changed, or the showing ended). `showing` (state/showing.ts) owns what it asks for.
 */
export type ViewLoad = {
  key(get: Getter, showing: Showing): string | undefined;
  // biome-ignore lint/suspicious/noConfusingVoidType: a load with nothing to end returns nothing, as a callback may
  start(client: ViewClient, showing: Showing, key: string): (() => void) | void;
};

/** Each view's loads; a view that shows only what the store already has is absent. */
export type ViewLoads = { readonly [V in ViewName]?: readonly ViewLoad[] };
