/**
 * The frame's start: its parameters, its host's configuration, the parent check, then the host listening and READY.
 * A frame that may not run (no configuration, no parent, a parent origin not configured) shows why on its own page
 * and announces nothing.
 */
import { authNotConfigured, type AuthApi, type AuthShareStore } from './auth/api';
import { loadFrameConfig } from './config';
import { createHandler } from './handlers';
import { startFrameHost, type FrameHost, type ParentWindow } from './host';
import { localDeviceStore } from './keys/device-store';
import { showRefusal } from './page';
import { readFrameParams } from './params';
import { decideParent } from './parent-origin';
import { createFrameState } from './state';

export type FrameEnvironment = {
  window: Window;
  fetch: typeof fetch;
  /** The auth service's client; none yet in this version (docs/embedded-wallet.md, "Keys"). */
  auth?: AuthApi & AuthShareStore;
};

export async function bootFrame({ window: view, fetch: fetchConfig, auth = authNotConfigured }: FrameEnvironment): Promise<FrameHost | undefined> {
  const params = readFrameParams(view.location.search);
  const config = await loadFrameConfig(view.location.href, fetchConfig);
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
  return host;
}
