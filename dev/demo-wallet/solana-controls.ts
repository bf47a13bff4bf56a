// Starts the Demo Wallet's Solana side and hands tests its controls (window.demoWallet.solana). The key comes from
// WebCrypto, which is asynchronous, so the controls exist at once and `ready` says when the wallet is registered.
import { registerWallet } from '@wallet-standard/wallet';
import { forgetAuthorised } from './solana-state';
import { createSolanaWallet, demoKey, type SolanaWalletOptions } from './solana-wallet';

/** window.demoWallet.solana: how tests (and the curious) drive this side of the wallet. */
export type SolanaTestControls = {
  /** Settles once the key is derived and the wallet registered (WebCrypto is asynchronous). */
  readonly ready: Promise<void>;
  /** The demo account's address; undefined until ready. */
  readonly address: string | undefined;
  /** How many approvals this side has asked for (in any mode). */
  readonly prompts: number;
  /** How many Sign-In With Solana requests (solana:signIn) were approved. */
  readonly signIns: number;
  /** Forgets the authorisation and the prompt count, as a fresh install would. */
  reset(): void;
  /** As if the person disconnected the site in the wallet: 'change' with no accounts. */
  disconnect(): void;
};

/** Derives the key, then registers the wallet with any Wallet Standard app on the page (now or later). */
export function startDemoSolanaWallet(options: SolanaWalletOptions): SolanaTestControls {
  let live: ReturnType<typeof createSolanaWallet>['controls'] | undefined;
  const ready = demoKey().then((key) => {
    const { wallet, controls } = createSolanaWallet(key, options);
    live = controls;
    registerWallet(wallet);
  });
  ready.catch((error: unknown) => console.error('Demo Wallet (Solana) could not start:', error));
  return {
    ready,
    get address() {
      return live?.address;
    },
    get prompts() {
      return live?.prompts() ?? 0;
    },
    get signIns() {
      return live?.signIns() ?? 0;
    },
    reset: () => (live ? live.reset() : forgetAuthorised()),
    disconnect: () => live?.disconnect(),
  };
}
