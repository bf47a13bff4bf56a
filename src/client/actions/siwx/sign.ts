/**
 * SIWXSignMessage's buttons. Sign: the message (EIP-4361, or Sign-In With Solana), the wallet's signature
 * (ConnectingSiwe), its verification (the data service or the site's hooks), the stored session, `wm-sign-in`, close.
 * Cancel: disconnect when sign-in is required, else close.
 */
import type { WalletModalError } from '../../../errors';
import type { ChainNamespace } from '../../../chains/namespaces';
import { NotConnectedError } from '../../../errors/connection';
import { fetchNonce, verifySignedMessage } from '../../../services/data/sessions';
import { activeNamespaceAtom, type ConnectedAccount } from '../../../state/account';
import { optionsAtom } from '../../../state/options';
import { closeAtom, currentRouteAtom, isOpenAtom, replaceAtom, resetAtom } from '../../../state/router';
import { signInText, siwxAttemptAtom } from '../../../state/siwx-view';
import type { ClientContext } from '../../context';
import type { StoredSiwxSession } from '../../persisted-siwx';
import { evmMessage, expiryOf, solanaFields, solanaMessage, type MessageFacts } from './message';
import { connectedAccount, failure, serviceOptions, siteSetup } from './setup';
import { storeSession } from './stored';
import type { ActionParameters, ActionReturnType } from '../action-types';
import type { NodeError } from '../../../errors/node';
import type { RpcCodeError } from '../../../errors/rpc';

/**
 * The wallet actions (signing, disconnect, the error mapping) are loaded before any account can sign in: sign-in.ts
 * hands them over rather than this chunk bundling them again, so the sign-in code stays one small chunk.
 */
type Actions = {
  signMessage: typeof import('../sign-message').signMessageText;
  disconnect: typeof import('../disconnect').disconnect;
  isUserRejection: typeof import('../../../errors/rpc').isUserRejection;
  toWalletModalError: typeof import('../../../errors/rpc').toWalletModalError;
};
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

export type SignInParameters = ActionParameters<typeof signIn>;
export type SignInReturnType = ActionReturnType<typeof signIn>;
export type SignInErrorType = RpcCodeError | NodeError | WalletModalError;
/** The Sign button: message, wallet signature, verification, stored session, `wm-sign-in`, close. */
export async function signIn(ctx: ClientContext, { signMessage, isUserRejection, toWalletModalError }: Actions): Promise<void> {
  const { store } = ctx;
  const namespace = store.get(activeNamespaceAtom);
  const account = connectedAccount(ctx, namespace);
  if (!account) throw new NotConnectedError();
  store.set(replaceAtom, { view: 'ConnectingSiwe' });
  try {
    const session = await signAndVerify(ctx, namespace, account, (message) => signMessage(ctx, message));
    // Cancelled, disconnected or moved on while the wallet signed: that answer is for a flow that has ended.
    const now = connectedAccount(ctx, namespace);
    if (
      store.get(currentRouteAtom)?.view !== 'ConnectingSiwe' ||
      !store.get(isOpenAtom) ||
      now?.address !== account.address ||
      now.caipNetworkId !== account.caipNetworkId
    )
      return;
    storeSession(session);
    store.set(siwxAttemptAtom, { status: 'ready' });
    ctx.emit({ type: 'sign-in', detail: { namespace, address: account.address, caipNetworkId: account.caipNetworkId, expiresAt: session.expiresAt } });
    store.set(resetAtom, { view: 'Account' });
    store.set(closeAtom);
  } catch (thrown) {
    if (store.get(currentRouteAtom)?.view !== 'ConnectingSiwe') return;
    const error = toWalletModalError(thrown);
    store.set(
      siwxAttemptAtom,
      isUserRejection(error)
        ? { status: 'declined', smartAccount: await isSmartAccount(ctx, account) }
        : { status: 'error', message: error.details ?? error.shortMessage },
    );
    store.set(replaceAtom, { view: 'SIWXSignMessage' });
  }
}

async function signAndVerify(
  ctx: ClientContext,
  namespace: ChainNamespace,
  account: ConnectedAccount,
  sign: (message: string) => Promise<string>,
): Promise<StoredSiwxSession> {
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

export type CancelSignInParameters = ActionParameters<typeof cancelSignIn>;
export type CancelSignInReturnType = ActionReturnType<typeof cancelSignIn>;
export type CancelSignInErrorType = WalletModalError;
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
