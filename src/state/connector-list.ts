/**
 * What the Connect view lists, derived from the known connectors. Apart from state/connection.ts, which the first
 * script holds, so that the ordering rules (connector-order.ts) load with the views.
 */
import { atom } from 'jotai/vanilla';
import { connectMethodOrder, orderConnectors } from './connector-order';
import { activeNamespaceAtom } from './account';
import { connectorsAtom, recentConnectorIdsAtom } from './connection';

/** Views name a connector through the state they read, not the layer that makes it. */
export type { Connector } from '../connectors/connector';

/** The active namespace's wallets in SPEC §2 order, for the Connect view (a login connector has its own fields there). */
export const connectorListAtom = atom((get) => {
  const namespace = get(activeNamespaceAtom);
  return orderConnectors(
    get(connectorsAtom).filter((c) => c.namespace === namespace && !c.login),
    get(recentConnectorIdsAtom),
  );
});
/** SPEC §2 connect method order; views show only the methods this build offers. */
export const connectMethodOrderAtom = atom((get) => connectMethodOrder(get(connectorsAtom)));
