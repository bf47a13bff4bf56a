/** Turning a wallet's answer into connected state, and following the wallet's events afterwards. */
import { toCaipAddress, type CaipNetworkId } from '../../chains/caip';
import type { ChainNamespace } from '../../chains/namespaces';
import type { ConnectResult, Connector, ConnectorEvent } from '../../connectors/connector';
import { RECENT_WALLETS_MAX } from '../../constants';
import { ALERTS } from '../../errors';
import { accountAtoms, activeNetworkAtoms, type ConnectedAccount } from '../../state/account';
import { recentConnectorIdsAtom } from '../../state/connection';
import { optionsAtom } from '../../state/options';
import { isOpenAtom, openAtom, resetAtom } from '../../state/router';
import { ACTIVE_NETWORK, CONNECTED_CONNECTOR_IDS, RECENT_WALLETS } from '../persisted';
import { readStorage, writeStorage } from '../../storage/storage';
import { raiseAlert } from '../alerts';
import { withSmartSessionsRule } from '../smart-sessions';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import { refreshBalance } from './balance';
import { disconnectNamespace } from './disconnect';
import type { ActionParameters, ActionReturnType } from './action-types';

/** Who logged in, for an account connected by a login (SPEC §3 user and social provider); kept while the account moves. */
type LoginOf = Pick<ConnectedAccount, 'user' | 'socialProvider'>;

function connectedAccount(connector: Connector, address: string, caipNetworkId: CaipNetworkId, addresses: string[], login: LoginOf = {}): ConnectedAccount {
  return {
    status: 'connected',
    connectorId: connector.id,
    caipAddress: toCaipAddress(caipNetworkId, address),
    address,
    caipNetworkId,
    tokenBalance: [],
    allAccounts: addresses.map((a) => ({ namespace: connector.namespace, address: a, type: 'eoa' })),
    preferredAccountType: 'eoa',
    ...(login.user ? { user: login.user } : {}),
    ...(login.socialProvider ? { socialProvider: login.socialProvider } : {}),
  };
}

function remember(connector: Connector): void {
  const ids = readStorage(CONNECTED_CONNECTOR_IDS) ?? {};
  writeStorage(CONNECTED_CONNECTOR_IDS, { ...ids, [connector.namespace]: connector.id });
}

export type RememberRecentParameters = ActionParameters<typeof rememberRecent>;
export type RememberRecentReturnType = ActionReturnType<typeof rememberRecent>;
export type RememberRecentErrorType = never;
export function rememberRecent(ctx: ClientContext, connectorId: string): void {
  const recent = [connectorId, ...ctx.store.get(recentConnectorIdsAtom).filter((id) => id !== connectorId)].slice(0, RECENT_WALLETS_MAX);
  ctx.store.set(recentConnectorIdsAtom, recent);
  writeStorage(RECENT_WALLETS, recent);
}

/** Shows the UnsupportedChain view: the wallet sits on a network the setup does not list. */
function showUnsupported(ctx: ClientContext): void {
  if (ctx.store.get(isOpenAtom)) ctx.store.set(resetAtom, { view: 'UnsupportedChain' });
  else ctx.store.set(openAtom, { view: 'UnsupportedChain' });
}

/** The wallet moved (or was found) on this network: record it and tell the host. */
function applyNetwork(ctx: ClientContext, namespace: ChainNamespace, caipNetworkId: CaipNetworkId): boolean {
  const supported = findNetwork(ctx.store.get(optionsAtom), caipNetworkId) !== undefined;
  if (supported) {
    ctx.store.set(activeNetworkAtoms[namespace], caipNetworkId);
    writeStorage(ACTIVE_NETWORK, caipNetworkId);
  }
  ctx.emit({ type: 'network-change', detail: { namespace, caipNetworkId, supported } });
  if (!supported) {
    showUnsupported(ctx);
    // The wallet sits on a network the setup lacks: SPEC §8's Network Not Found alert, once per page.
    raiseAlert(ctx, ALERTS.networkNotFound.code, `the wallet is on ${caipNetworkId}, which is not in the networks attribute`);
  }
  return supported;
}

export type StartSessionParameters = ActionParameters<typeof startSession>;
export type StartSessionReturnType = ActionReturnType<typeof startSession>;
export type StartSessionErrorType = never;
export function startSession(ctx: ClientContext, connector: Connector, result: ConnectResult): ConnectedAccount {
  const { store } = ctx;
  const namespace = connector.namespace;
  const [address] = result.addresses;
  if (!address) throw new Error('startSession needs an address');
  ctx.sessions.get(namespace)?.unsubscribe();
  const account = connectedAccount(connector, address, result.caipNetworkId, result.addresses, result);
  store.set(accountAtoms[namespace], account);
  ctx.sessions.set(namespace, {
    connector,
    provider: namespace === 'solana' ? undefined : withSmartSessionsRule(ctx, connector.getProvider()),
    unsubscribe: connector.subscribe((event) => onWalletEvent(ctx, connector, event)),
  });
  remember(connector);
  ctx.emit({
    type: 'connect',
    detail: { namespace, caipAddress: account.caipAddress, address, caipNetworkId: account.caipNetworkId, connectorId: connector.id },
  });
  if (applyNetwork(ctx, namespace, result.caipNetworkId)) void refreshBalance(ctx, namespace);
  return account;
}

function onWalletEvent(ctx: ClientContext, connector: Connector, event: ConnectorEvent): void {
  const namespace = connector.namespace;
  if (event.type === 'displayUri') return; // a pairing detail, read by the connect flow only
  const current = ctx.store.get(accountAtoms[namespace]);
  if (current.status !== 'connected' || current.connectorId !== connector.id) return;

  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.addresses.length === 0)) {
    void disconnectNamespace(ctx, namespace, { fromWallet: true });
    return;
  }
  if (event.type === 'accountsChanged') {
    const [address] = event.addresses;
    if (!address || address === current.address) return;
    const next = connectedAccount(connector, address, current.caipNetworkId, event.addresses, current);
    ctx.store.set(accountAtoms[namespace], next);
    ctx.emit({ type: 'account-change', detail: { namespace, caipAddress: next.caipAddress, address } });
    void refreshBalance(ctx, namespace);
    return;
  }
  if (event.caipNetworkId === current.caipNetworkId) return;
  const moved = connectedAccount(
    connector,
    current.address,
    event.caipNetworkId,
    current.allAccounts.map((a) => a.address),
    current,
  );
  ctx.store.set(accountAtoms[namespace], moved);
  if (applyNetwork(ctx, namespace, event.caipNetworkId)) {
    // Back on a listed network: leave the UnsupportedChain view for the account.
    if (ctx.store.get(isOpenAtom)) ctx.store.set(resetAtom, { view: 'Account' });
    void refreshBalance(ctx, namespace);
  }
}

export type FollowWalletNetworkParameters = ActionParameters<typeof followWalletNetwork>;
export type FollowWalletNetworkReturnType = ActionReturnType<typeof followWalletNetwork>;
export type FollowWalletNetworkErrorType = never;
/** Used by switchNetwork: the wallet confirmed the switch before (or without) its own event. */
export function followWalletNetwork(ctx: ClientContext, connector: Connector, caipNetworkId: CaipNetworkId): void {
  onWalletEvent(ctx, connector, { type: 'chainChanged', caipNetworkId });
}
