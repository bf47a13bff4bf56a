/**
 * When to ask (SPEC §4): after connect, an account change or a network switch, and when the modal opens on the
 * account, the active account needs a valid session on its network, else SIWXSignMessage opens. Disconnect signs out.
 */
import type { ChainNamespace } from '../../../chains/namespaces';
import { ALERTS } from '../../../errors';
import { isSessionLive, revokeCurrentSession } from '../../../services/data/sessions';
import { activeNamespaceAtom, type ConnectedAccount } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { currentRouteAtom, isOpenAtom, openAtom, resetAtom } from '../../../state/router';
import { siwxSetupAtom } from '../../../state/siwx';
import { siwxAttemptAtom } from '../../../state/siwx-view';
import { raiseAlert } from '../../alerts';
import type { ClientContext } from '../../context';
import type { ClientEvent } from '../../events';
import { SIGN_IN_VIEWS, connectedAccount, serviceOptions, siteSetup } from './setup';
import { dropNamespace, dropSession, findSession } from './stored';
import type { ActionParameters, ActionReturnType } from '../action-types';
import type { WalletModalError } from '../../../errors';

export type OnSiwxEventParameters = ActionParameters<typeof onSiwxEvent>;
export type OnSiwxEventReturnType = ActionReturnType<typeof onSiwxEvent>;
export type OnSiwxEventErrorType = WalletModalError;
/** What the client's events mean for sign-in. */
export async function onSiwxEvent(ctx: ClientContext, event: ClientEvent): Promise<void> {
  if (event.type === 'disconnect') return signOut(ctx, event.detail.namespace);
  if (event.type === 'open' && event.detail.view !== 'Account') return;
  if (event.type === 'network-change' && !event.detail.supported) return;
  // A connect in flight moves to the account when it ends: ask once it has.
  await ctx.pendingConnect?.promise.catch(() => undefined);
  if (event.type === 'open') return ensureSession(ctx, ctx.store.get(activeNamespaceAtom));
  if (event.type === 'connect' || event.type === 'account-change' || event.type === 'network-change') return ensureSession(ctx, event.detail.namespace);
}

export type EnsureSessionParameters = ActionParameters<typeof ensureSession>;
export type EnsureSessionReturnType = ActionReturnType<typeof ensureSession>;
export type EnsureSessionErrorType = WalletModalError;
/** Asks for a sign-in unless the account has a valid session on its network; one check per account at a time. */
export function ensureSession(ctx: ClientContext, namespace: ChainNamespace): Promise<void> {
  const account = connectedAccount(ctx, namespace);
  if (!ctx.store.get(optionsAtom).signIn || !account || namespace !== ctx.store.get(activeNamespaceAtom)) return Promise.resolve();
  const key = `${account.address}|${account.caipNetworkId}`;
  ctx.siwxChecks ??= new Map();
  const inFlight = ctx.siwxChecks;
  const running = inFlight.get(key);
  if (running) return running;
  const check = hasValidSession(ctx, account)
    .then((valid) => {
      // The account may have moved on while the service answered.
      const now = connectedAccount(ctx, namespace);
      if (valid || now?.address !== account.address || now.caipNetworkId !== account.caipNetworkId) return;
      askToSignIn(ctx);
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, check);
  return check;
}

async function hasValidSession(ctx: ClientContext, account: ConnectedAccount): Promise<boolean> {
  const setup = siteSetup(ctx);
  if (setup?.kind === 'siwx') {
    const sessions = await setup.config.getSessions(account.caipNetworkId, account.address);
    const now = Date.now();
    return Array.isArray(sessions) && sessions.some((s) => s?.expiresAt === undefined || s.expiresAt > now);
  }
  const stored = findSession(account.address, account.caipNetworkId);
  if (!stored) return false;
  const options = serviceOptions(ctx);
  if (!stored.token || !stored.pci || !options) return true;
  let live: boolean;
  try {
    live = await isSessionLive(options, account.address, stored.token, stored.pci);
  } catch {
    return true; // the service out of reach says nothing about the session: keep it rather than ask again
  }
  if (live) return true;
  dropSession(account.address, account.caipNetworkId);
  raiseAlert(ctx, ALERTS.sessionExpired.code, 'the data service says the sign-in session is no longer valid; sign in again');
  return false;
}

function askToSignIn(ctx: ClientContext): void {
  const { store } = ctx;
  if (SIGN_IN_VIEWS.includes(store.get(currentRouteAtom)?.view ?? '') && store.get(isOpenAtom)) return;
  store.set(siwxAttemptAtom, { status: 'ready' });
  if (store.get(isOpenAtom)) store.set(resetAtom, { view: 'SIWXSignMessage' });
  else store.set(openAtom, { view: 'SIWXSignMessage' });
}

/**
 * Disconnect signs out: the namespace's sessions are dropped here and revoked on the data service (each by its own
 * token), then the site hears `wm-sign-out` and its `signOut`. A revoke that fails (the service down) still signs out
 * here, and says so in the console: the session then lives on the service until it expires.
 */
async function signOut(ctx: ClientContext, namespace: ChainNamespace): Promise<void> {
  const dropped = dropNamespace(namespace);
  const options = serviceOptions(ctx);
  await Promise.all(
    dropped.map(async ({ token, address }) => {
      if (!token || !options) return;
      await revokeCurrentSession(options, token).catch((error: unknown) =>
        console.warn(`wallet-modal: signed out here, but the sign-in session of ${address} could not be revoked on the data service`, error),
      );
    }),
  );
  for (const address of new Set(dropped.map((s) => s.address))) ctx.emit({ type: 'sign-out', detail: { namespace, address } });
  const setup = ctx.store.get(siwxSetupAtom);
  if (setup?.config.signOut) await setup.config.signOut();
}
