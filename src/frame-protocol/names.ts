/**
 * Every message type of the embedded-wallet frame (SPEC §7), named once. The app sends `@wm-app/<REQUEST>`; the frame
 * answers `@wm-frame/<REQUEST>_SUCCESS` or `@wm-frame/<REQUEST>_ERROR` with the request's id, and announces
 * `@wm-frame/READY` and `@wm-frame/SESSION_UPDATE` (a session token) on its own.
 */

/** The app-to-frame requests of SPEC §7, in its order. */
export const FRAME_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
] as const;
export type FrameRequestName = (typeof FRAME_REQUESTS)[number];

const APP = '@wm-app/';
const FRAME = '@wm-frame/';

export type RequestType<N extends FrameRequestName = FrameRequestName> = `${typeof APP}${N}`;
export type SuccessType<N extends FrameRequestName = FrameRequestName> = `${typeof FRAME}${N}_SUCCESS`;
export type ErrorType<N extends FrameRequestName = FrameRequestName> = `${typeof FRAME}${N}_ERROR`;

export const requestType = <N extends FrameRequestName>(name: N): RequestType<N> => `${APP}${name}`;
export const successType = <N extends FrameRequestName>(name: N): SuccessType<N> => `${FRAME}${name}_SUCCESS`;
export const errorType = <N extends FrameRequestName>(name: N): ErrorType<N> => `${FRAME}${name}_ERROR`;

/** The frame is listening (SPEC §4 frame readiness). */
export const READY_TYPE = `${FRAME}READY`;
/** The frame's session changed: a new token, or none after sign-out. */
export const SESSION_UPDATE_TYPE = `${FRAME}SESSION_UPDATE`;

/** Type name -> request, built once: a Map, so that a type such as `@wm-app/constructor` finds nothing. */
const BY_REQUEST_TYPE = new Map<string, FrameRequestName>(FRAME_REQUESTS.map((name) => [requestType(name), name]));
const BY_REPLY_TYPE = new Map<string, { name: FrameRequestName; ok: boolean }>(
  FRAME_REQUESTS.flatMap((name) => [
    [successType(name), { name, ok: true }],
    [errorType(name), { name, ok: false }],
  ]),
);

export const requestNameOf = (type: unknown): FrameRequestName | undefined => (typeof type === 'string' ? BY_REQUEST_TYPE.get(type) : undefined);
export const replyOf = (type: unknown): { name: FrameRequestName; ok: boolean } | undefined => (typeof type === 'string' ? BY_REPLY_TYPE.get(type) : undefined);
