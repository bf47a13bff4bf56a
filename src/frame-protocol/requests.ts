/** What each app-to-frame request carries (SPEC §7, with SPEC §3's theme and dapp-data payloads), and its parser. */
import type { FrameRequestName } from './names';
import {
  accountType,
  chainId,
  email,
  httpUrl,
  otp,
  socialProvider,
  token,
  words,
  type FrameAccountType,
  type FrameChainId,
  type SocialLoginProvider,
} from './fields';
import { INVALID, either, json, listOf, object, oneOf, optional, recordOf, text, type JsonValue, type Parser } from './schema';

type Empty = Record<string, never>;
export type ThemeVariables = Record<string, string | number>;
export type DappMetadata = { name: string; description: string; url: string; icons: string[] };

export type RequestPayloads = {
  SWITCH_NETWORK: { chainId: FrameChainId };
  CONNECT_EMAIL: { email: string };
  CONNECT_DEVICE: Empty;
  CONNECT_OTP: { otp: string };
  CONNECT_SOCIAL: { uri: string };
  GET_SOCIAL_REDIRECT_URI: { provider: SocialLoginProvider };
  GET_FARCASTER_URI: Empty;
  CONNECT_FARCASTER: Empty;
  GET_USER: { chainId?: FrameChainId; preferredAccountType?: FrameAccountType };
  SIGN_OUT: Empty;
  IS_CONNECTED: { token?: string };
  GET_CHAIN_ID: Empty;
  RPC_REQUEST: { method: string; params?: JsonValue[] | { [key: string]: JsonValue }; chainId?: FrameChainId };
  UPDATE_EMAIL: { email: string };
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string };
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string };
  SYNC_THEME: { themeMode?: 'light' | 'dark'; themeVariables?: ThemeVariables; w3mThemeVariables?: ThemeVariables };
  SYNC_DAPP_DATA: { projectId: string; sdkVersion: string; sdkType?: string; metadata?: DappMetadata };
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Empty;
  INIT_SMART_ACCOUNT: Empty;
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType };
  RELOAD: Empty;
};

const empty = object({}) as Parser<Empty>;
const finite: Parser<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : INVALID);
const themeVariables = recordOf(either(text(200), finite), 100);
/** JSON-RPC params: by position (an array) or by name (an object). */
const rpcParams: Parser<JsonValue[] | { [key: string]: JsonValue }> = (value) => {
  const parsed = json(value);
  return typeof parsed === 'object' && parsed !== null ? parsed : INVALID;
};
const metadata: Parser<DappMetadata> = object({
  name: words(200),
  description: words(1000),
  url: httpUrl,
  icons: listOf(httpUrl, 10),
});

export const REQUEST_PARSERS: { [N in FrameRequestName]: Parser<RequestPayloads[N]> } = {
  SWITCH_NETWORK: object({ chainId }),
  CONNECT_EMAIL: object({ email }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: object({ otp }),
  CONNECT_SOCIAL: object({ uri: httpUrl }),
  GET_SOCIAL_REDIRECT_URI: object({ provider: socialProvider }),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: object({ chainId: optional(chainId), preferredAccountType: optional(accountType) }),
  SIGN_OUT: empty,
  IS_CONNECTED: object({ token: optional(token) }),
  GET_CHAIN_ID: empty,
  RPC_REQUEST: object({ method: text(100, /^[a-zA-Z][a-zA-Z0-9_]*$/), params: optional(rpcParams), chainId: optional(chainId) }),
  UPDATE_EMAIL: object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: object({ otp }),
  SYNC_THEME: object({
    themeMode: optional(oneOf(['light', 'dark'])),
    themeVariables: optional(themeVariables),
    w3mThemeVariables: optional(themeVariables),
  }),
  SYNC_DAPP_DATA: object({
    projectId: text(200, /^[\w.-]+$/),
    sdkVersion: text(100, /^[\w.@/+-]+$/),
    sdkType: optional(words(100)),
    metadata: optional(metadata),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: object({ type: accountType }),
  RELOAD: empty,
};
