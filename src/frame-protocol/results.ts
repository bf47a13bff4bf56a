/** What the frame answers to each request on success (SPEC §3's embedded-wallet user, §4's actions), and its parser. */
import type { FrameRequestName } from './names';
import { accountType, address, chainId, email, httpUrl, token, words, type FrameAccountType, type FrameChainId } from './fields';
import { boolean, json, listOf, nullable, object, oneOf, optional, safeInteger, type JsonValue, type Parser } from './schema';

type Empty = Record<string, never>;

/** SPEC §3's embedded-wallet user. */
export type EmbeddedUser = {
  email?: string | null;
  address: string;
  chainId: FrameChainId;
  accounts: { address: string; type: FrameAccountType }[];
  userName?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: FrameAccountType;
};

/** SPEC §4: what connect email asks for next. */
const EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;
/** SPEC §4: the two codes of an email change. */
const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

export type ResultPayloads = {
  SWITCH_NETWORK: { chainId: FrameChainId };
  CONNECT_EMAIL: { action: (typeof EMAIL_ACTIONS)[number] };
  CONNECT_DEVICE: Empty;
  CONNECT_OTP: Empty;
  CONNECT_SOCIAL: EmbeddedUser;
  GET_SOCIAL_REDIRECT_URI: { uri: string };
  GET_FARCASTER_URI: { url: string };
  CONNECT_FARCASTER: EmbeddedUser;
  GET_USER: EmbeddedUser;
  SIGN_OUT: Empty;
  IS_CONNECTED: { isConnected: boolean };
  GET_CHAIN_ID: { chainId: FrameChainId };
  RPC_REQUEST: { result: JsonValue };
  UPDATE_EMAIL: { action: (typeof UPDATE_EMAIL_ACTIONS)[number] };
  UPDATE_EMAIL_PRIMARY_OTP: Empty;
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string };
  SYNC_THEME: Empty;
  SYNC_DAPP_DATA: Empty;
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] };
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean };
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType; address: string };
  RELOAD: Empty;
};

const empty = object({}) as Parser<Empty>;
const user: Parser<EmbeddedUser> = object({
  email: optional(nullable(email)),
  address,
  chainId,
  accounts: listOf(object({ address, type: accountType }), 10),
  userName: optional(words(200)),
  smartAccountDeployed: optional(boolean),
  preferredAccountType: optional(accountType),
});

export const RESULT_PARSERS: { [N in FrameRequestName]: Parser<ResultPayloads[N]> } = {
  SWITCH_NETWORK: object({ chainId }),
  CONNECT_EMAIL: object({ action: oneOf(EMAIL_ACTIONS) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: user,
  GET_SOCIAL_REDIRECT_URI: object({ uri: httpUrl }),
  GET_FARCASTER_URI: object({ url: httpUrl }),
  CONNECT_FARCASTER: user,
  GET_USER: user,
  SIGN_OUT: empty,
  IS_CONNECTED: object({ isConnected: boolean }),
  GET_CHAIN_ID: object({ chainId }),
  RPC_REQUEST: object({ result: json }),
  UPDATE_EMAIL: object({ action: oneOf(UPDATE_EMAIL_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: object({ newEmail: email }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: object({ smartAccountEnabledNetworks: listOf(safeInteger, 100) }),
  INIT_SMART_ACCOUNT: object({ address, isDeployed: boolean }),
  SET_PREFERRED_ACCOUNT: object({ type: accountType, address }),
  RELOAD: empty,
};

/** An error reply's payload: a message for people, one bounded line. */
export const errorPayload: Parser<{ message: string }> = object({ message: words(500) });
/** A session update: the new token, or null once signed out. */
export const sessionPayload: Parser<{ token: string | null }> = object({ token: nullable(token) });
