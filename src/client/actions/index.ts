/** Everything that talks to wallets and chains, loaded after first paint (or on the first call). */
import type { WalletModalClient } from '../types';
export { trackInitialize } from './analytics';
export { refreshBalance } from './balance';
export { networkTransport } from './rpc-transport';
export { loadWallets, searchWallets } from './catalogue';
export { preloadImage } from '../../services/catalogue/images';
export { connect } from './connect';
export { disconnect } from './disconnect';
export { startReconnect } from './reconnect';
export { siteSignMessage as signMessage, siteSendTransaction as sendTransaction } from './site-requests';
export { switchNetwork } from './switch-network';
export { openNamedView } from './open-named-view';
export { sendSwapTransaction } from './swap';
export { watchInjectedWallets } from '../../connectors/eip6963';
export { walletConnectConnectors } from './walletconnect';
export { embeddedConnectors } from './embedded-connectors';
export { followSignIn, signIn } from './sign-in';
export { toWalletModalError } from '../../errors/rpc';
/**
 * The views' loads follow the store (client/view-loads) from their own chunk, fetched once these actions are here: the
 * first script then names none of the state they share with the views.
 */
export function followViews(client: WalletModalClient): () => void {
  let stop: (() => void) | undefined;
  let running = true;
  void import('../view-loads/follow').then(
    (m) => {
      if (running) stop = m.followViews(client);
    },
    (error: unknown) => client.reportError(error),
  );
  return () => {
    running = false;
    stop?.();
  };
}
/** Send's actions load on the Send view's first call: the form's checks, then ethers' ABI coder or the Solana transaction code per send. */
export const prepareSend: typeof import('./send').prepareSend = async (ctx, input) => (await import('./send')).prepareSend(ctx, input);
export const confirmSend: typeof import('./send').confirmSend = async (ctx, review) => (await import('./send')).confirmSend(ctx, review);
export const simulateTransaction: typeof import('./simulate').simulateTransaction = async (ctx, request, options) =>
  (await import('./simulate')).simulateTransaction(ctx, request, options);
/** The embedded wallet's login and approval actions: a chunk of their own, asked for through this one (so it is loaded already). */
export const embeddedWallet = async (...args: Parameters<typeof import('./embedded/index').embeddedWalletActions>) =>
  (await import('./embedded/index')).embeddedWalletActions(...args);
