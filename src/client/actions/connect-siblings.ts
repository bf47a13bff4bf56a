/**
 * A connector may span namespaces under one id (WalletConnect: one session, a connector per
 * namespace). The one the person chose is the active namespace's; once it has connected, its
 * siblings join silently with the accounts the same approval gave them.
 */
import type { Connector } from '../../connectors/connector';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { connectorsAtom } from '../../state/connection';
import type { ClientContext } from '../context';
import { startSession } from './session';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

export type PickConnectorParameters = ActionParameters<typeof pickConnector>;
export type PickConnectorReturnType = ActionReturnType<typeof pickConnector>;
export type PickConnectorErrorType = never;
/** The connector with this id for the active namespace, else the first with this id. */
export function pickConnector(ctx: ClientContext, connectorId: string): Connector | undefined {
  const candidates = ctx.store.get(connectorsAtom).filter((c) => c.id === connectorId);
  const active = ctx.store.get(activeNamespaceAtom);
  return candidates.find((c) => c.namespace === active) ?? candidates[0];
}

export type ConnectSiblingsParameters = ActionParameters<typeof connectSiblings>;
export type ConnectSiblingsReturnType = ActionReturnType<typeof connectSiblings>;
export type ConnectSiblingsErrorType = WalletModalError;
/**
 * Connects the other namespaces of `connector`'s id that answer with accounts (no prompt). A namespace
 * already connected, or being restored, keeps its wallet; a sibling that fails stays disconnected.
 */
export async function connectSiblings(ctx: ClientContext, connector: Connector): Promise<void> {
  const siblings = ctx.store.get(connectorsAtom).filter((c) => c.id === connector.id && c.namespace !== connector.namespace);
  for (const sibling of siblings) {
    if (ctx.store.get(accountAtoms[sibling.namespace]).status !== 'disconnected') continue;
    try {
      const result = await sibling.connect({ silent: true });
      if (result.addresses.length > 0) startSession(ctx, sibling, result);
    } catch {
      // The chosen namespace is connected; this one simply is not.
    }
  }
}
