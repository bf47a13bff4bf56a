/**
 * The frame's answer to each request of SPEC §7. Logins go to the auth service (AuthApi), keys come from custody
 * (keys/custody.ts) and never leave this origin: the app receives addresses, signatures and a session token only.
 * Farcaster and smart accounts answer 'Not enabled' (issue 21's scope note).
 */
import type { FrameRequest } from '../src/frame-protocol/messages';
import type { FrameRequestName } from '../src/frame-protocol/names';
import type { RequestPayloads } from '../src/frame-protocol/requests';
import type { EmbeddedUser, ResultPayloads } from '../src/frame-protocol/results';
import * as MESSAGES from '../src/messages';
import type { AuthApi, AuthShareStore, LoginSession } from './auth/api';
import { unlockKeys } from './keys/custody';
import type { DeviceShareStore } from './keys/device-store';
import { wipeKeys, type WalletKeys } from './keys/wallet-keys';
import { Refusal } from './refusal';
import { answerRpc } from './signer';
import type { FrameState } from './state';

export type FrameServices = {
  auth: AuthApi;
  shares: AuthShareStore;
  device: DeviceShareStore;
  /** SESSION_UPDATE to the app: the new token, or null once signed out. */
  announceSession(token: string | null): void;
  /** Reloads the frame's page (RELOAD), after its reply has gone. */
  reload(): void;
  /** Failures that are not refusals, for the console when the app asked for a logger (enableLogger). */
  log(error: unknown): void;
};

export type Reply = { ok: true; payload: unknown } | { ok: false; message: string };
type Context = { state: FrameState; services: FrameServices };
type Handlers = { [N in FrameRequestName]: (ctx: Context, payload: RequestPayloads[N]) => Promise<ResultPayloads[N]> };

const notEnabled = async (): Promise<never> => {
  throw new Refusal(MESSAGES.frameNotEnabled);
};

function signedIn(state: FrameState): { session: LoginSession; keys: WalletKeys } {
  if (!state.session || !state.keys) throw new Refusal(MESSAGES.addressOrAuthConnectorNotFound);
  return { session: state.session, keys: state.keys };
}

function userOf(state: FrameState): EmbeddedUser {
  const { session, keys } = signedIn(state);
  const solana = typeof state.chainId === 'string' && state.chainId.startsWith('solana:');
  const address = solana ? keys.solanaAddress : keys.evmAddress;
  return {
    email: session.email,
    address,
    chainId: state.chainId,
    accounts: [{ address, type: 'eoa' }],
    ...(session.userName === undefined ? {} : { userName: session.userName }),
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  };
}

/** Forgets the session and overwrites the keys: after this the frame holds nothing that can sign. */
function forget(state: FrameState, device: DeviceShareStore): void {
  if (state.keys) wipeKeys(state.keys);
  state.keys = null;
  state.session = null;
  state.pendingEmail = null;
  device.clear();
}

/** A session becomes the frame's only once its keys are unlocked; the app hears of it after that (the recovery share is spent by then). */
async function signIn({ state, services }: Context, session: LoginSession): Promise<void> {
  let keys: WalletKeys;
  try {
    keys = await unlockKeys(session, services.shares, services.device);
  } catch (error) {
    // A fresh login whose keys could not be unlocked has spent its one recovery read and was never announced: it can
    // serve nothing, so it ends here rather than linger in this device's storage.
    if (session.fresh) await services.auth.signOut(session.token).catch(services.log);
    throw error;
  }
  if (state.keys) wipeKeys(state.keys);
  state.session = session;
  state.keys = keys;
  state.pendingEmail = null;
  services.announceSession(session.token);
}

function pendingEmail(state: FrameState): string {
  if (state.pendingEmail === null) throw new Refusal(MESSAGES.actionNotAllowed);
  return state.pendingEmail;
}

const HANDLERS: Handlers = {
  SWITCH_NETWORK: async ({ state }, { chainId }) => {
    state.chainId = chainId;
    return { chainId };
  },
  CONNECT_EMAIL: async ({ state, services }, { email }) => {
    const action = await services.auth.startEmailLogin(email);
    state.pendingEmail = email;
    return { action };
  },
  CONNECT_DEVICE: async ({ state, services }) => {
    await services.auth.confirmDevice(pendingEmail(state));
    return {};
  },
  CONNECT_OTP: async (ctx, { otp }) => {
    await signIn(ctx, await ctx.services.auth.verifyEmailCode(pendingEmail(ctx.state), otp));
    return {};
  },
  CONNECT_SOCIAL: async (ctx, { uri }) => {
    await signIn(ctx, await ctx.services.auth.completeSocialLogin(uri));
    return userOf(ctx.state);
  },
  GET_SOCIAL_REDIRECT_URI: async ({ services }, { provider }) => ({ uri: await services.auth.socialRedirectUri(provider) }),
  GET_FARCASTER_URI: notEnabled,
  CONNECT_FARCASTER: notEnabled,
  GET_USER: async ({ state }, { chainId }) => {
    if (chainId !== undefined) state.chainId = chainId;
    return userOf(state);
  },
  SIGN_OUT: async ({ state, services }) => {
    const token = state.session?.token;
    forget(state, services.device);
    services.announceSession(null);
    // The frame forgets first: a service that cannot be reached must not leave keys behind. The service is asked even
    // without a session in memory (a reloaded frame): the session this device keeps ends too.
    await services.auth.signOut(token).catch(services.log);
    return {};
  },
  IS_CONNECTED: async (ctx, { token }) => {
    const { state, services } = ctx;
    if (state.session && state.keys) return { isConnected: token === undefined || token === state.session.token };
    if (token === undefined) return { isConnected: false };
    const session = await services.auth.resumeSession(token);
    if (session === null) return { isConnected: false };
    try {
      await signIn(ctx, { ...session, fresh: false });
      return { isConnected: true };
    } catch (error) {
      services.log(error);
      return { isConnected: false };
    }
  },
  GET_CHAIN_ID: async ({ state }) => ({ chainId: state.chainId }),
  RPC_REQUEST: async ({ state }, { method, params, chainId }) => {
    const { keys } = signedIn(state);
    return { result: answerRpc({ method, ...(params === undefined ? {} : { params }) }, keys, chainId ?? state.chainId) };
  },
  UPDATE_EMAIL: async ({ state, services }, { email }) => ({ action: await services.auth.startEmailChange(signedIn(state).session.token, email) }),
  UPDATE_EMAIL_PRIMARY_OTP: async ({ state, services }, { otp }) => {
    await services.auth.verifyEmailChangePrimary(signedIn(state).session.token, otp);
    return {};
  },
  UPDATE_EMAIL_SECONDARY_OTP: async ({ state, services }, { otp }) => {
    const { session } = signedIn(state);
    const { email } = await services.auth.verifyEmailChangeSecondary(session.token, otp);
    session.email = email;
    return { newEmail: email };
  },
  SYNC_THEME: async ({ state }, { themeMode, themeVariables }) => {
    state.theme = { ...(themeMode ? { themeMode } : {}), ...(themeVariables ? { themeVariables } : {}) };
    return {};
  },
  SYNC_DAPP_DATA: async ({ state }, dapp) => {
    state.dapp = dapp;
    return {};
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: notEnabled,
  INIT_SMART_ACCOUNT: notEnabled,
  SET_PREFERRED_ACCOUNT: notEnabled,
  RELOAD: async ({ services }) => {
    setTimeout(services.reload, 0);
    return {};
  },
};

export function createHandler(state: FrameState, services: FrameServices): (request: FrameRequest) => Promise<Reply> {
  const ctx: Context = { state, services };
  return async (request) => {
    try {
      const handle = HANDLERS[request.name] as (ctx: Context, payload: unknown) => Promise<unknown>;
      return { ok: true, payload: await handle(ctx, request.payload) };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, message: error.message };
      services.log(error);
      return { ok: false, message: MESSAGES.anErrorOccurred };
    }
  };
}
