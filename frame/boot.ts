/**
 * The frame's start: its parameters, its host's configuration, the parent check, then the host listening and READY.
 * A frame that may not run (no configuration, no parent, a parent origin not configured) shows why on its own page
 * and announces nothing.
 */
import { authNotConfigured, type AuthApi, type AuthShareStore } from './auth/api';
import { localCredentialStore } from './auth/credentials';
import { createHttpAuth } from './auth/http-auth';
import { createAuthTransport } from './auth/transport';
import { loadFrameConfig, type FrameConfig } from './config';
import { createHandler } from './handlers';
import { startFrameHost, type FrameHost, type ParentWindow } from './host';
import { localDeviceStore } from './keys/device-store';
import { warmCurves } from './keys/wallet-keys';
import { showRefusal } from './page';
import { readFrameParams } from './params';
import { decideParent } from './parent-origin';
import { createFrameState } from './state';

export type FrameEnvironment = {
  window: Window;
  fetch: typeof fetch;
  /** The auth service's client; by default the HTTP one for config.json's `authUrl` (none: every login 'Not enabled'). */
  auth?: AuthApi & AuthShareStore;
};

/** The auth service config.json names, over HTTP; its session kept in this origin's storage, refreshed one tab at a time. */
function authOf(view: Window, send: typeof fetch, config: FrameConfig): AuthApi & AuthShareStore {
  if (config.authUrl === undefined) return authNotConfigured;
  const locks = view.navigator.locks as LockManager | undefined;
  return createHttpAuth({
    transport: createAuthTransport({ authUrl: config.authUrl, fetch: send }),
    credentials: localCredentialStore(view.localStorage),
    // The lock's typing wraps the task's promise in another; `then` unwraps it.
    ...(locks ? { exclusive: <T>(task: () => Promise<T>) => locks.request('wm-frame:session', task).then((result) => result) } : {}),
  });
}

export async function bootFrame({ window: view, fetch: send, auth: given }: FrameEnvironment): Promise<FrameHost | undefined> {
  const params = readFrameParams(view.location.search);
  const config = await loadFrameConfig(view.location.href, send);
  if ('error' in config) {
    showRefusal(view.document, config.error);
    return undefined;
  }
  const decision = decideParent(view, config.allowedOrigins);
  if (!decision.ok) {
    showRefusal(view.document, decision.reason);
    return undefined;
  }
  const log = params.enableLogger ? (error: unknown) => console.error('wallet-modal frame:', error) : () => {};
  const auth = given ?? authOf(view, send, config);
  const state = createFrameState(params.chainId);
  let host: FrameHost | undefined;
  const handle = createHandler(state, {
    auth,
    shares: auth,
    device: localDeviceStore(view.localStorage),
    announceSession: (token) => host?.announceSession(token),
    reload: () => view.location.reload(),
    log,
  });
  host = startFrameHost({
    window: view,
    parent: view.parent as ParentWindow,
    allowedOrigins: config.allowedOrigins,
    ...(decision.parentOrigin === undefined ? {} : { parentOrigin: decision.parentOrigin }),
    handle,
  });
  // The frame loads on the person's intent to log in: while they type their email (or, after a reload, while the app
  // waits out READY's delay), its idle time builds what the keys will need.
  warmCurves((task) => (typeof view.requestIdleCallback === 'function' ? view.requestIdleCallback(task) : view.setTimeout(task, 0)));
  return host;
}
