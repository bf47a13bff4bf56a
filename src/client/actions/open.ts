/** SPEC §2 opening rules, in order. */
import type { WalletModalError } from '../../errors';
import type { ChainNamespace } from '../../chains/namespaces';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { closeAtom, currentRouteAtom, isOpenAtom, openAtom, replaceAtom } from '../../state/router';
import { closeBlockedAtom } from '../../state/siwx';
import { isOpenableView, type ViewName } from '../../state/routes';
import { setActiveNamespace } from '../active-namespace';
import type { ClientContext } from '../context';
import { hasAdapter } from '../networks';
import type { OpenOptions } from '../types';
import type { ActionParameters, ActionReturnType } from './action-types';

export type OpeningFacts = { hasAdapters: boolean; isConnected: boolean; isMobile: boolean; view?: ViewName };

export type ResolveOpeningViewParameters = Parameters<typeof resolveOpeningView>;
export type ResolveOpeningViewReturnType = ActionReturnType<typeof resolveOpeningView>;
export type ResolveOpeningViewErrorType = never;
/**
 * 1. No adapters and not connected: AllWallets on mobile, ConnectingWalletConnectBasic on desktop.
 * 2. Otherwise a given view. 3. Otherwise Account when connected. 4. Otherwise Connect.
 */
export function resolveOpeningView({ hasAdapters, isConnected, isMobile, view }: OpeningFacts): ViewName {
  if (!hasAdapters && !isConnected) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  if (view) return view;
  return isConnected ? 'Account' : 'Connect';
}

export type IsMobileParameters = Parameters<typeof isMobile>;
export type IsMobileReturnType = ActionReturnType<typeof isMobile>;
export type IsMobileErrorType = never;
export function isMobile(target: Window): boolean {
  return target.matchMedia?.('(pointer: coarse)').matches === true && /Android|iPhone|iPad|iPod|Mobile/i.test(target.navigator.userAgent);
}

export type OpeningViewParameters = ActionParameters<typeof openingView>;
export type OpeningViewReturnType = ActionReturnType<typeof openingView>;
export type OpeningViewErrorType = never;
/** The view open() would show now, changing nothing: what the UI fetches ahead of the first open. */
export function openingView({ store, window }: Pick<ClientContext, 'store' | 'window'>, options: OpenOptions = {}): ViewName {
  const namespace = options.namespace ?? store.get(activeNamespaceAtom);
  return resolveOpeningView({
    hasAdapters: hasAdapter(store.get(optionsAtom)),
    isConnected: store.get(accountAtoms[namespace]).status === 'connected',
    isMobile: isMobile(window),
    ...(options.view ? { view: options.view } : {}),
  });
}

export type OpenParameters = ActionParameters<typeof open>;
export type OpenReturnType = ActionReturnType<typeof open>;
export type OpenErrorType = WalletModalError;
/**
 * Opens the view the rules give, when any page may open it at once; any other view asked for is answered, for the
 * caller to hand to the lazy rules (open-named-view.ts), which open it or say what it lacks.
 */
export function open(ctx: ClientContext, options: OpenOptions = {}): string | undefined {
  if (options.namespace) setActiveNamespace(ctx, options.namespace satisfies ChainNamespace);
  const view = openingView(ctx, options);
  if (!isOpenableView(view)) return view;
  ctx.store.set(openAtom, { view });
  return undefined;
}

export type FollowActiveNamespaceParameters = ActionParameters<typeof followActiveNamespace>;
export type FollowActiveNamespaceReturnType = ActionReturnType<typeof followActiveNamespace>;
export type FollowActiveNamespaceErrorType = never;
/**
 * After the modal moved to another namespace: its account when that namespace is connected, its wallets when not.
 * Only the Account and Connect views follow; any other view (a connection in progress) is left alone.
 */
export function followActiveNamespace(ctx: ClientContext): void {
  const { store } = ctx;
  const current = store.get(currentRouteAtom)?.view;
  if (!store.get(isOpenAtom) || (current !== 'Account' && current !== 'Connect')) return;
  const view = store.get(accountAtoms[store.get(activeNamespaceAtom)]).status === 'connected' ? 'Account' : 'Connect';
  if (view !== current) store.set(replaceAtom, { view });
}

export type CloseParameters = ActionParameters<typeof close>;
export type CloseReturnType = ActionReturnType<typeof close>;
export type CloseErrorType = never;
export function close(ctx: ClientContext): void {
  // SPEC §4: no closing while sign-in is required and no session exists; Cancel (which disconnects) is the way out.
  if (ctx.store.get(closeBlockedAtom)) return;
  ctx.store.set(closeAtom);
}
