/**
 * One WalletConnect session shared by the per-namespace connectors (eip155, solana): the core is
 * loaded once (by dynamic import of ./provider, only when WalletConnect is chosen or a stored session
 * restored) and a proposal is made once, whichever connector asks.
 */
import { toWalletModalError } from '../../errors/rpc';
import type { CoreEvent, CoreModule, WalletConnectCore } from './core';
import { createPairingUri, msUntilPairingRefresh } from './pairing-uri';
import type { WalletConnectSetup } from './setup';

export type WalletConnectSessionOptions = {
  /** Read when the provider starts (the element's options at that time). */
  setup(): WalletConnectSetup;
  /** Loads the provider module; injectable for tests. */
  load?: () => Promise<CoreModule>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type WalletConnectSession = {
  readonly setup: () => WalletConnectSetup;
  /** Loads the core (once); its events reach subscribers from then on. */
  core(): Promise<WalletConnectCore>;
  /** The core if it has loaded, without loading it. */
  loaded(): WalletConnectCore | undefined;
  /** The core's load if one has begun (a disconnect must not be what starts it). */
  started(): Promise<WalletConnectCore> | undefined;
  /** Proposes a session and resolves once the wallet approves; joins a proposal in flight. */
  pair(): Promise<void>;
  subscribe(listener: (event: CoreEvent) => void): () => void;
};

export function createWalletConnectSession(options: WalletConnectSessionOptions): WalletConnectSession {
  const load = options.load ?? (() => import('./provider'));
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: CoreEvent) => void>();
  let corePromise: Promise<WalletConnectCore> | undefined;
  let current: WalletConnectCore | undefined;
  let pairing: Promise<void> | undefined;

  const emit = (event: CoreEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function core(): Promise<WalletConnectCore> {
    corePromise ??= load()
      .then((m) => m.createWalletConnectCore(options.setup()))
      .then((c) => {
        current = c;
        c.subscribe(emit);
        return c;
      })
      .catch((error: unknown) => {
        corePromise = undefined;
        throw toWalletModalError(error);
      });
    return corePromise;
  }

  /**
   * A URI that reaches its expiry margin (SPEC §9) is replaced by a fresh proposal; answers to
   * replaced proposals are ignored, except an approval, which is a real session.
   */
  function propose(c: WalletConnectCore): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      let attempt = 0;
      let timer: unknown;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        if (timer !== undefined) clearTimer(timer);
        stopFollowing();
        action();
      };
      const stopFollowing = c.subscribe((event) => {
        if (event.type !== 'displayUri') return;
        if (timer !== undefined) clearTimer(timer);
        timer = setTimer(start, msUntilPairingRefresh(createPairingUri(event.uri, now()), now()));
      });
      function start() {
        const mine = ++attempt;
        c.propose().then(
          () => finish(resolve),
          (error: unknown) => {
            if (mine === attempt) finish(() => reject(error));
          },
        );
      }
      start();
    });
  }

  return {
    setup: options.setup,
    core,
    loaded: () => current,
    started: () => corePromise,
    async pair() {
      const c = await core();
      pairing ??= propose(c).finally(() => {
        pairing = undefined;
      });
      return pairing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
