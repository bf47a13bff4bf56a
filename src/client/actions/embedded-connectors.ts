/**
 * The embedded wallet's connectors (email and social login), offered when `frame-url` is set: one per configured
 * namespace it serves (eip155, solana), on one wallet. The frame client loads only when a login starts or a stored
 * login is resumed; the approval view's code only when a request needs the person.
 */
import { SDK_VERSION } from '../../services/service-call';
import type { Connector } from '../../connectors/connector';
import { createEmbeddedConnectors, type EmbeddedNamespace, type LoginStore } from '../../connectors/embedded/connectors';
import { activeNetworkAtoms } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { readStorage, removeStorage, writeStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { frameSync } from '../frame-sync';
import { networksOf } from '../networks';
import { SOCIAL_PROVIDER, WALLET_EMAIL, WALLET_SESSION_TOKEN, WALLET_USERNAME } from '../persisted-embedded';
import { networkTransport } from './rpc-transport';
import type { ActionParameters, ActionReturnType } from './action-types';

const EMBEDDED_NAMESPACES: readonly EmbeddedNamespace[] = ['eip155', 'solana'];

/** SPEC §3: the login in storage, under its SPEC keys (the social provider apart, the rest under the wallet's prefix). */
export const loginStore: LoginStore = {
  read() {
    const token = readStorage(WALLET_SESSION_TOKEN);
    if (token === undefined) return undefined;
    const email = readStorage(WALLET_EMAIL);
    const userName = readStorage(WALLET_USERNAME);
    const socialProvider = readStorage(SOCIAL_PROVIDER);
    return { token, ...(email ? { email } : {}), ...(userName ? { userName } : {}), ...(socialProvider ? { socialProvider } : {}) };
  },
  write({ token, email, userName, socialProvider }) {
    writeStorage(WALLET_SESSION_TOKEN, token);
    if (email) writeStorage(WALLET_EMAIL, email);
    if (userName) writeStorage(WALLET_USERNAME, userName);
    if (socialProvider) writeStorage(SOCIAL_PROVIDER, socialProvider);
  },
  clear() {
    for (const key of [WALLET_SESSION_TOKEN, WALLET_EMAIL, WALLET_USERNAME, SOCIAL_PROVIDER]) removeStorage(key);
  },
};

export type EmbeddedConnectorsParameters = ActionParameters<typeof embeddedConnectors>;
export type EmbeddedConnectorsReturnType = ActionReturnType<typeof embeddedConnectors>;
export type EmbeddedConnectorsErrorType = never;
export function embeddedConnectors(ctx: ClientContext): Connector[] {
  const options = ctx.store.get(optionsAtom);
  if (!options.frameUrl) return [];
  return createEmbeddedConnectors({
    namespaces: EMBEDDED_NAMESPACES.filter((ns) => networksOf(options, ns).length > 0),
    frame: { document: ctx.window.document, frameUrl: options.frameUrl, projectId: options.projectId ?? '', version: SDK_VERSION },
    store: loginStore,
    sync: frameSync(ctx),
    initialChain: (namespace) => ctx.store.get(activeNetworkAtoms[namespace]) ?? networksOf(ctx.store.get(optionsAtom), namespace)[0]!.caipNetworkId,
    networks: () => ctx.store.get(optionsAtom).networks,
    rpc: (caipNetworkId) => networkTransport(ctx, caipNetworkId),
    approve: async (request, send) => (await import('./embedded/approval')).askApproval(ctx, request, send),
  });
}
