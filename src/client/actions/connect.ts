/**
 * Connects through a connector: status 'connecting' before the wallet call, 'connected' after,
 * and back to what it was when the wallet refuses. A second click joins the attempt in flight.
 * WalletConnect shows its QR view and follows the pairing URI while the attempt lasts.
 */
import type { WalletModalError } from '../../errors';
import type { Connector } from '../../connectors/connector';
import { createPairingUri } from '../../connectors/walletconnect/pairing-uri';
import { ActionNotAllowedError } from '../../errors';
import { ConnectorNotFoundError } from '../../errors/connection';
import { isUserRejection, toWalletModalError } from '../../errors/rpc';
import { accountAtoms } from '../../state/account';
import { setActiveNamespace } from '../active-namespace';
import { connectAttemptAtom } from '../../state/connection';
import { currentRouteAtom, isOpenAtom, openAtom, pushAtom, replaceAtom, resetAtom } from '../../state/router';
import type { Route } from '../../state/routes';
import { walletConnectPairingAtom } from '../../state/walletconnect';
import type { ClientContext } from '../context';
import { rememberRecent, startSession } from './session';
import { connectSiblings, pickConnector } from './connect-siblings';
import type { ActionReturnType } from './action-types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type ConnectParameters = { walletId?: string };

/** Views that show a connection attempt (a login's included); success leaves them for the account. */
const CONNECTING_VIEWS: readonly Route['view'][] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
];

export type ConnectReturnType = ActionReturnType<typeof connect>;
export type ConnectErrorType = RpcCodeError | NodeError | WalletModalError;
export async function connect(ctx: ClientContext, connectorId: string, parameters: ConnectParameters = {}): Promise<void> {
  if (ctx.pendingConnect) {
    if (ctx.pendingConnect.connectorId === connectorId) return ctx.pendingConnect.promise;
    throw new ActionNotAllowedError({ details: 'Another connection is in progress' });
  }
  const promise = run(ctx, connectorId, parameters).finally(() => {
    ctx.pendingConnect = undefined;
  });
  ctx.pendingConnect = { connectorId, promise };
  return promise;
}

function connectingRoute(ctx: ClientContext, connector: Connector, walletId: string | undefined): Route | undefined {
  // A login's own views show its progress: it connects once the login is done.
  if (connector.login) return undefined;
  if (!connector.pairing) return { view: 'ConnectingExternal', connectorId: connector.id };
  // The no-adapter QR view (SPEC §2 rule 1) stays as it is.
  if (ctx.store.get(currentRouteAtom)?.view === 'ConnectingWalletConnectBasic' && ctx.store.get(isOpenAtom)) return undefined;
  return walletId ? { view: 'ConnectingWalletConnect', walletId } : { view: 'ConnectingWalletConnect' };
}

function showConnecting(ctx: ClientContext, route: Route | undefined): void {
  if (!route) return;
  const { store } = ctx;
  const current = store.get(currentRouteAtom);
  if (!store.get(isOpenAtom)) store.set(openAtom, route);
  else if (current?.view === route.view) store.set(replaceAtom, route);
  else store.set(pushAtom, route);
}

async function run(ctx: ClientContext, connectorId: string, { walletId }: ConnectParameters): Promise<void> {
  const { store } = ctx;
  const connector = pickConnector(ctx, connectorId);
  if (!connector) throw new ConnectorNotFoundError({ details: `No wallet with id ${connectorId}` });

  const namespace = connector.namespace;
  const previous = store.get(accountAtoms[namespace]);
  showConnecting(ctx, connectingRoute(ctx, connector, walletId));
  store.set(walletConnectPairingAtom, undefined);
  const stopFollowingUri = connector.subscribe((event) => {
    if (event.type === 'displayUri') store.set(walletConnectPairingAtom, createPairingUri(event.uri, Date.now()));
  });
  store.set(connectAttemptAtom, { connectorId, status: 'waiting' });
  store.set(accountAtoms[namespace], { status: 'connecting', connectorId });
  try {
    const result = await connector.connect({});
    setActiveNamespace(ctx, namespace);
    startSession(ctx, connector, result);
    await connectSiblings(ctx, connector);
    // Recent wallets are the wallets listed: a login is not one of them.
    if (!connector.login) rememberRecent(ctx, connector.id);
    store.set(connectAttemptAtom, { connectorId, status: 'success' });
    store.set(walletConnectPairingAtom, undefined);
    // Show the account, unless startSession already moved to UnsupportedChain.
    const view = store.get(currentRouteAtom)?.view;
    if (view && CONNECTING_VIEWS.includes(view)) store.set(resetAtom, { view: 'Account' });
  } catch (thrown) {
    const error = toWalletModalError(thrown);
    store.set(accountAtoms[namespace], previous);
    store.set(walletConnectPairingAtom, undefined);
    store.set(connectAttemptAtom, { connectorId, status: isUserRejection(error) ? 'rejected' : 'error', error });
    throw error;
  } finally {
    stopFollowingUri();
  }
}
