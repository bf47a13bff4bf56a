/**
 * The embedded wallet as the app holds it: one frame (mounted on first need), one login, shared by the connectors of
 * every namespace it serves. Logins go through the frame (SPEC §4's email, device, code and social steps); the frame's
 * session token is kept through `store` so that a reload resumes it (IS_CONNECTED), and dropped at sign-out. Loaded
 * lazily (connectors.ts imports it when a login starts or a stored session is resumed).
 */
import type { CaipNetworkId } from '../../chains/caip';
import type { ChainNamespace } from '../../chains/namespaces';
import { NotConnectedError, WalletReplyInvalidError } from '../../errors/connection';
import { FrameLoadError } from '../../errors/frame';
import type { FrameChainId } from '../../frame-protocol/fields';
import type { FrameRequestName } from '../../frame-protocol/names';
import type { RequestPayloads } from '../../frame-protocol/requests';
import type { ResultPayloads } from '../../frame-protocol/results';
import type { ConnectResult } from '../connector';
import type { AccountLogin, SocialLoginProvider } from '../login';
import { mountEmbeddedFrame, type EmbeddedFrame, type EmbeddedFrameOptions } from './embedded-frame';
import { syncFrame, type FrameSyncSource } from './sync';

/** What the wallet needs of its frame: readiness, requests and session updates, and its removal. */
export type FrameLink = Pick<EmbeddedFrame, 'ready' | 'request' | 'onSession' | 'destroy'>;

/** A login as the page keeps it (SPEC §3): the frame's session token, and who logged in. */
export type StoredLogin = { token: string; email?: string; userName?: string; socialProvider?: SocialLoginProvider };
export type LoginStore = { read(): StoredLogin | undefined; write(login: StoredLogin): void; clear(): void };

export type EmbeddedWalletOptions = {
  /** Where the frame is and what it is loaded with (SPEC §7's query parameters). */
  frame: Omit<EmbeddedFrameOptions, 'chainId'>;
  /** Mounts the frame; by default a hidden iframe in `frame.document` (tests pass a frame of their own). */
  openFrame?: () => FrameLink;
  store: LoginStore;
  /** The site's data and theme, which the frame is told once it is ready (SPEC §7's sync messages). */
  sync: FrameSyncSource;
};

/** The frame's session ended without our asking (it expired, or was signed out elsewhere). */
type WalletEvent = { type: 'signedOut' };

export type EmbeddedWallet = AccountLogin & {
  connect(namespace: ChainNamespace, caipNetworkId: CaipNetworkId, silent: boolean): Promise<ConnectResult>;
  /** Signs out (the frame forgets the keys) and forgets the stored login. */
  disconnect(): Promise<void>;
  /** The logged-in account's address on this namespace, once connected. */
  address(namespace: ChainNamespace): string | undefined;
  frameRequest<N extends FrameRequestName>(name: N, payload: RequestPayloads[N]): Promise<ResultPayloads[N]>;
  subscribe(listener: (event: WalletEvent) => void): () => void;
};

/** A user's chain id as SPEC §3 allows it (a CAIP-2 id or an EVM number), as a CAIP-2 id. */
const caipOf = (chainId: FrameChainId): CaipNetworkId => (typeof chainId === 'number' ? `eip155:${chainId}` : chainId);

export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const { store } = options;
  const listeners = new Set<(event: WalletEvent) => void>();
  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  let frame: Promise<FrameLink> | undefined;
  /** The frame holds a session (a login completed, or a stored one resumed). */
  let loggedIn = false;
  /** Our own sign-out: the frame's end-of-session notice is then expected, not news. */
  let signingOut = false;
  let socialProvider: SocialLoginProvider | undefined;
  const addresses = new Map<ChainNamespace, string>();

  const onSession = (token: string | null) => {
    if (token !== null) {
      store.write({ ...store.read(), token });
      return;
    }
    const wasLoggedIn = loggedIn;
    forget();
    if (wasLoggedIn && !signingOut) emit({ type: 'signedOut' });
  };

  function forget() {
    loggedIn = false;
    socialProvider = undefined;
    addresses.clear();
    store.clear();
  }

  function link(): Promise<FrameLink> {
    if (!frame) {
      let opened: FrameLink;
      try {
        opened = options.openFrame?.() ?? mountEmbeddedFrame(options.frame);
      } catch (error) {
        // A frame-url the element may not load (not https, or with credentials): the frame cannot load either.
        return Promise.reject(new FrameLoadError({ cause: error }));
      }
      opened.onSession(onSession);
      const ready = opened.ready.then(
        () => {
          // Sent before any request that waits for the frame, and followed for as long as this frame is the wallet's.
          syncFrame(opened.request, options.sync);
          return opened;
        },
        (error: unknown) => {
          // A frame that never became ready is removed; the next login mounts a fresh one.
          opened.destroy();
          frame = undefined;
          throw error;
        },
      );
      frame = ready;
    }
    return frame;
  }

  const request = async <N extends FrameRequestName>(name: N, payload: RequestPayloads[N]): Promise<ResultPayloads[N]> => (await link()).request(name, payload);

  /** Once a login has completed: who it is, kept for a reload. */
  function loggedInAs(provider: SocialLoginProvider | undefined) {
    loggedIn = true;
    socialProvider = provider;
  }

  async function resume(): Promise<boolean> {
    const stored = store.read();
    if (!stored) return false;
    const { isConnected } = await request('IS_CONNECTED', { token: stored.token });
    if (!isConnected) {
      store.clear();
      return false;
    }
    loggedInAs(stored.socialProvider);
    return true;
  }

  async function connect(namespace: ChainNamespace, caipNetworkId: CaipNetworkId, silent: boolean): Promise<ConnectResult> {
    if (!loggedIn && !(silent && (await resume()))) {
      if (silent) return { addresses: [], caipNetworkId };
      throw new NotConnectedError({ details: 'No embedded-wallet login has completed' });
    }
    const user = await request('GET_USER', { chainId: caipNetworkId, preferredAccountType: 'eoa' });
    const chain = caipOf(user.chainId);
    if (!chain.startsWith(`${namespace}:`)) throw new WalletReplyInvalidError({ details: `the embedded wallet answered a ${chain} account for ${namespace}` });
    addresses.set(namespace, user.address);
    const stored = store.read();
    if (stored) {
      store.write({
        ...stored,
        ...(user.email ? { email: user.email } : {}),
        ...(user.userName ? { userName: user.userName } : {}),
        ...(socialProvider ? { socialProvider } : {}),
      });
    }
    return { addresses: [user.address], caipNetworkId: chain, user, ...(socialProvider ? { socialProvider } : {}) };
  }

  async function disconnect(): Promise<void> {
    if (!loggedIn) {
      store.clear();
      return;
    }
    signingOut = true;
    try {
      await request('SIGN_OUT', {});
    } finally {
      signingOut = false;
      forget();
    }
  }

  return {
    async prepare() {
      await link();
    },
    async startEmail(email) {
      return (await request('CONNECT_EMAIL', { email })).action;
    },
    async confirmDevice() {
      await request('CONNECT_DEVICE', {});
    },
    async verifyOtp(otp) {
      await request('CONNECT_OTP', { otp });
      loggedInAs(undefined);
    },
    async socialRedirectUri(provider) {
      return (await request('GET_SOCIAL_REDIRECT_URI', { provider })).uri;
    },
    async completeSocial(provider, callbackUri) {
      await request('CONNECT_SOCIAL', { uri: callbackUri });
      loggedInAs(provider);
    },
    async startEmailChange(email) {
      return (await request('UPDATE_EMAIL', { email })).action;
    },
    async verifyEmailChangePrimary(otp) {
      await request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    async verifyEmailChangeSecondary(otp) {
      const { newEmail } = await request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
      const stored = store.read();
      if (stored) store.write({ ...stored, email: newEmail });
      return newEmail;
    },
    connect,
    disconnect,
    address: (namespace) => addresses.get(namespace),
    frameRequest: request,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
