/**
 * Connects through a connector: status 'connecting' before the wallet call, 'connected' after,
 * and back to what it was when the wallet refuses. A second click joins the attempt in flight.
 */
import { MESSAGES, WalletModalError, isUserRejection, toWalletModalError } from '../../errors';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { connectAttemptAtom, connectorsAtom } from '../../state/connection';
import { currentRouteAtom, isOpenAtom, openAtom, pushAtom, replaceAtom, resetAtom } from '../../state/router';
import type { ClientContext } from '../context';
import { rememberRecent, startSession } from './session';

export async function connect(ctx: ClientContext, connectorId: string): Promise<void> {
  if (ctx.pendingConnect) {
    if (ctx.pendingConnect.connectorId === connectorId) return ctx.pendingConnect.promise;
    throw new WalletModalError('ACTION_NOT_ALLOWED', MESSAGES.actionNotAllowed, { details: 'Another connection is in progress' });
  }
  const promise = run(ctx, connectorId).finally(() => {
    ctx.pendingConnect = undefined;
  });
  ctx.pendingConnect = { connectorId, promise };
  return promise;
}

function showConnecting(ctx: ClientContext, connectorId: string): void {
  const { store } = ctx;
  const route = { view: 'ConnectingExternal', connectorId } as const;
  const current = store.get(currentRouteAtom);
  if (!store.get(isOpenAtom)) store.set(openAtom, route);
  else if (current?.view === 'ConnectingExternal') store.set(replaceAtom, route);
  else store.set(pushAtom, route);
}

async function run(ctx: ClientContext, connectorId: string): Promise<void> {
  const { store } = ctx;
  const connector = store.get(connectorsAtom).find((c) => c.id === connectorId);
  if (!connector) throw new WalletModalError('CONNECTOR_NOT_FOUND', MESSAGES.addressOrAuthConnectorNotFound, { details: `No wallet with id ${connectorId}` });

  const namespace = connector.namespace;
  const previous = store.get(accountAtoms[namespace]);
  showConnecting(ctx, connectorId);
  store.set(connectAttemptAtom, { connectorId, status: 'waiting' });
  store.set(accountAtoms[namespace], { status: 'connecting', connectorId });
  try {
    const result = await connector.connect({});
    store.set(activeNamespaceAtom, namespace);
    startSession(ctx, connector, result);
    rememberRecent(ctx, connector.id);
    store.set(connectAttemptAtom, { connectorId, status: 'success' });
    // Show the account, unless startSession already moved to UnsupportedChain.
    if (store.get(currentRouteAtom)?.view === 'ConnectingExternal') store.set(resetAtom, { view: 'Account' });
  } catch (thrown) {
    const error = toWalletModalError(thrown);
    store.set(accountAtoms[namespace], previous);
    store.set(connectAttemptAtom, { connectorId, status: isUserRejection(error) ? 'rejected' : 'error', error });
    throw error;
  }
}
