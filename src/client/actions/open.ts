/** SPEC §2 opening rules, in order. */
import type { ChainNamespace } from '../../chains/namespaces';
import { MESSAGES, WalletModalError } from '../../errors';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { closeAtom, openAtom } from '../../state/router';
import { REACHABLE_VIEWS, isOpenableView, type ViewName } from '../../state/routes';
import type { ClientContext } from '../context';
import { hasAdapter } from '../networks';
import type { OpenOptions } from '../types';

export type OpeningFacts = { hasAdapters: boolean; isConnected: boolean; isMobile: boolean; view?: ViewName };

/**
 * 1. No adapters and not connected: AllWallets on mobile, ConnectingWalletConnectBasic on desktop.
 * 2. Otherwise a given view. 3. Otherwise Account when connected. 4. Otherwise Connect.
 */
export function resolveOpeningView({ hasAdapters, isConnected, isMobile, view }: OpeningFacts): ViewName {
  if (!hasAdapters && !isConnected) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  if (view) return view;
  return isConnected ? 'Account' : 'Connect';
}

export function isMobile(target: Window): boolean {
  return target.matchMedia?.('(pointer: coarse)').matches === true && /Android|iPhone|iPad|iPod|Mobile/i.test(target.navigator.userAgent);
}

export function open(ctx: ClientContext, options: OpenOptions = {}): void {
  const { store } = ctx;
  if (options.namespace) store.set(activeNamespaceAtom, options.namespace satisfies ChainNamespace);
  const namespace = store.get(activeNamespaceAtom);
  const view = resolveOpeningView({
    hasAdapters: hasAdapter(store.get(optionsAtom)),
    isConnected: store.get(accountAtoms[namespace]).status === 'connected',
    isMobile: isMobile(ctx.window),
    ...(options.view ? { view: options.view } : {}),
  });
  if (!isOpenableView(view)) {
    const reachable = (REACHABLE_VIEWS as readonly string[]).includes(view);
    throw new WalletModalError('ACTION_NOT_ALLOWED', reachable ? MESSAGES.actionNotAllowed : MESSAGES.adapterNotFound, {
      details: reachable ? `The ${view} view needs data and cannot be opened directly` : `The ${view} view is not available in this build`,
    });
  }
  store.set(openAtom, { view });
}

export function close(ctx: ClientContext): void {
  ctx.store.set(closeAtom);
}
