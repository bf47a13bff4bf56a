/**
 * SPEC §4 sign-in with the wallet (SIWX), loaded only on a page that asks for it: after connect (and after a
 * network or account change, and when the modal opens on the account), an account with no valid session is shown
 * SIWXSignMessage; Sign asks the wallet (ConnectingSiwe), has the signature verified (the data service, or the
 * site's own `siwx` / `siweConfig`), stores the session and closes. Disconnect signs out.
 */
import type { ChainNamespace } from '../../../chains/namespaces';
import { ALERTS, MESSAGES, WalletModalError } from '../../../errors';
import { fetchNonce, isSessionLive, verifySignedMessage } from '../../../services/data/sessions';
import type { ServiceClientOptions } from '../../../services/service-call';
import { accountAtoms, activeNamespaceAtom, type ConnectedAccount } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { closeAtom, currentRouteAtom, isOpenAtom, openAtom, replaceAtom, resetAtom } from '../../../state/router';
import { siwxSetupAtom, type SiwxSetup } from '../../../state/siwx';
import { signInText, siwxAttemptAtom } from '../../../state/siwx-view';
import { raiseAlert } from '../../alerts';
import type { ClientContext } from '../../context';
import type { ClientEvent } from '../../events';
import type { StoredSiwxSession } from '../../persisted-siwx';
import { evmMessage, expiryOf, solanaFields, solanaMessage, type MessageFacts } from './message';
import { dropNamespace, dropSession, findSession, storeSession } from './stored';

const SIGN_IN_VIEWS: readonly string[] = ['SIWXSignMessage', 'ConnectingSiwe'];
/**
 * The wallet actions (signing, disconnect, the error mapping) are loaded before any account can sign in: sign-in.ts
 * hands them over rather than this chunk bundling them again, so the sign-in code stays one small chunk.
 */
type Actions = {
  signMessage: typeof import('../sign-message').signMessage;
  disconnect: typeof import('../disconnect').disconnect;
  isUserRejection: typeof import('../../../rpc-errors').isUserRejection;
  toWalletModalError: typeof import('../../../rpc-errors').toWalletModalError;
};
const checking = new WeakMap<ClientContext, Map<string, Promise<void>>>();

const failure = (details: string) => new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details });

const HOOKS = { siwx: ['createMessage', 'verify', 'getSessions'], siwe: ['getNonce', 'verifyMessage'] } as const;

/** The site's config, its hooks checked: the element takes any object, and a missing hook shows in the view. */
function siteSetup(ctx: ClientContext): SiwxSetup | undefined {
  const setup = ctx.store.get(siwxSetupAtom);
  const missing = setup && HOOKS[setup.kind].find((hook) => typeof (setup.config as unknown as Record<string, unknown>)[hook] !== 'function');
  if (missing) throw failure(`The ${setup.kind === 'siwx' ? 'siwx' : 'siweConfig'} property needs a ${missing} function`);
  return setup;
}

function serviceOptions(ctx: ClientContext): ServiceClientOptions | undefined {
  const { apiUrl, projectId } = ctx.store.get(optionsAtom);
  return apiUrl ? { baseUrl: apiUrl, ...(projectId ? { projectId } : {}) } : undefined;
}

function connectedAccount(ctx: ClientContext, namespace: ChainNamespace): ConnectedAccount | undefined {
  const account = ctx.store.get(accountAtoms[namespace]);
  return account.status === 'connected' ? account : undefined;
}

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

/** Asks for a sign-in unless the account has a valid session on its network; one check per account at a time. */
export function ensureSession(ctx: ClientContext, namespace: ChainNamespace): Promise<void> {
  const account = connectedAccount(ctx, namespace);
  if (!ctx.store.get(optionsAtom).signIn || !account || namespace !== ctx.store.get(activeNamespaceAtom)) return Promise.resolve();
  const key = `${account.address}|${account.caipNetworkId}`;
  let inFlight = checking.get(ctx);
  if (!inFlight) checking.set(ctx, (inFlight = new Map()));
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


/** Whether the address holds code on its chain (an EIP-1271 smart account), asked through the wallet. */
async function isSmartAccount(ctx: ClientContext, account: ConnectedAccount): Promise<boolean> {
  if (!account.caipNetworkId.startsWith('eip155:')) return false;
  try {
    const code = await ctx.sessions.get('eip155')?.connector.request({ method: 'eth_getCode', params: [account.address, 'latest'] });
    return typeof code === 'string' && code !== '0x' && code !== '0x0';
  } catch {
    return false;
  }
}

/** The Sign button: message, wallet signature, verification, stored session, `wm-sign-in`, close. */
export async function signIn(ctx: ClientContext, { signMessage, isUserRejection, toWalletModalError }: Actions): Promise<void> {
  const { store } = ctx;
  const namespace = store.get(activeNamespaceAtom);
  const account = connectedAccount(ctx, namespace);
  if (!account) throw new WalletModalError('NOT_CONNECTED', MESSAGES.addressOrAuthConnectorNotFound);
  store.set(replaceAtom, { view: 'ConnectingSiwe' });
  try {
    const session = await signAndVerify(ctx, namespace, account, (message) => signMessage(ctx, message));
    // Cancelled, disconnected or moved on while the wallet signed: that answer is for a flow that has ended.
    const now = connectedAccount(ctx, namespace);
    if (store.get(currentRouteAtom)?.view !== 'ConnectingSiwe' || !store.get(isOpenAtom) || now?.address !== account.address || now.caipNetworkId !== account.caipNetworkId) return;
    storeSession(session);
    store.set(siwxAttemptAtom, { status: 'ready' });
    ctx.emit({ type: 'sign-in', detail: { namespace, address: account.address, caipNetworkId: account.caipNetworkId, expiresAt: session.expiresAt } });
    store.set(resetAtom, { view: 'Account' });
    store.set(closeAtom);
  } catch (thrown) {
    if (store.get(currentRouteAtom)?.view !== 'ConnectingSiwe') return;
    const error = toWalletModalError(thrown);
    store.set(siwxAttemptAtom, isUserRejection(error) ? { status: 'declined', smartAccount: await isSmartAccount(ctx, account) } : { status: 'error', message: error.details ?? error.shortMessage });
    store.set(replaceAtom, { view: 'SIWXSignMessage' });
  }
}

async function signAndVerify(ctx: ClientContext, namespace: ChainNamespace, account: ConnectedAccount, sign: (message: string) => Promise<string>): Promise<StoredSiwxSession> {
  const { store } = ctx;
  const setup = siteSetup(ctx);
  const text = signInText(store.get(optionsAtom), setup, ctx.window.location);
  const base = { namespace, address: account.address, caipNetworkId: account.caipNetworkId };
  const facts = (nonce: string): MessageFacts => ({ ...base, domain: text.domain, uri: text.uri, statement: text.statement, nonce, now: Date.now() });

  if (setup?.kind === 'siwx') {
    const message = await setup.config.createMessage({ ...base, domain: text.domain, uri: text.uri, statement: text.statement });
    if (typeof message !== 'string' || message.length === 0) throw failure('siwx.createMessage must answer the message text');
    const signature = await sign(message);
    if ((await setup.config.verify({ ...base, message, signature })) !== true) throw failure('The site refused the signature');
    const sessions = await setup.config.getSessions(account.caipNetworkId, account.address).catch(() => []);
    return { ...base, expiresAt: sessions[0]?.expiresAt ?? expiryOf(message) };
  }
  if (setup?.kind === 'siwe') {
    if (namespace !== 'eip155') throw failure('siweConfig signs in EVM accounts only; set siwx for other networks');
    const message = evmMessage(facts(await setup.config.getNonce()));
    const signature = await sign(message);
    if ((await setup.config.verifyMessage({ message, signature })) !== true) throw failure('The site refused the signature');
    return { ...base, expiresAt: expiryOf(message) };
  }
  const options = serviceOptions(ctx);
  if (!options) throw failure('Sign-in needs the data service (api-url) or a siwx / siweConfig property');
  const nonce = await fetchNonce(options);
  let message: string;
  let signature: string;
  const connector = ctx.sessions.get(namespace)?.connector;
  if (namespace === 'solana' && connector?.signIn) {
    // The wallet's own Sign-In With Solana: it writes the text from our fields (the service checks what it wrote).
    ({ message, signature } = await connector.signIn(solanaFields(facts(nonce))));
  } else {
    message = namespace === 'solana' ? solanaMessage(facts(nonce)) : evmMessage(facts(nonce));
    signature = await sign(message);
  }
  const verified = await verifySignedMessage(options, message, signature);
  return { ...base, expiresAt: verified.expiresAt, token: verified.token, pci: verified.pci };
}

/** Cancel: disconnects when sign-in is required (SPEC §4), otherwise closes with no session. */
export async function cancelSignIn(ctx: ClientContext, { disconnect }: Actions): Promise<void> {
  const { store } = ctx;
  store.set(siwxAttemptAtom, { status: 'ready' });
  if (store.get(optionsAtom).signIn === 'required') {
    await disconnect(ctx, store.get(activeNamespaceAtom));
    store.set(closeAtom);
    return;
  }
  store.set(resetAtom, { view: 'Account' });
  store.set(closeAtom);
}

/** Disconnect signs out: the namespace's sessions are dropped, the site hears `wm-sign-out` and its `signOut`. */
async function signOut(ctx: ClientContext, namespace: ChainNamespace): Promise<void> {
  const addresses = dropNamespace(namespace);
  for (const address of addresses) ctx.emit({ type: 'sign-out', detail: { namespace, address } });
  const setup = ctx.store.get(siwxSetupAtom);
  if (setup?.config.signOut) await setup.config.signOut();
}
