/** Every number of SPEC §9 (and the UI numbers of SPEC §2), defined once. */
// Left out, as nothing here uses them: the secure SDK version (4) and the default log level (no logger). Each comes
// back with the code that needs it.

export const PRODUCT_NAMESPACE = 'wm';
export const ELEMENT_TAG = 'wallet-modal';

// SPEC §2: look
export const MODAL_WIDTH_PX = 360;
export const DEFAULT_Z_INDEX = 999;
export const ANIMATION_DURATIONS_MS = [120, 150, 150] as const;
export const TOAST_SHAKE_MS = 500;

// SPEC §9
export const PAIRING_EXPIRY_MS = 4 * 60 * 1000;
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;
export const BALANCE_RETRY_MS = 30 * 1000;
export const BALANCE_CACHE_MS = 30 * 1000;
export const NAMES_CACHE_MS = 5 * 60 * 1000;
export const RECENT_WALLETS_MAX = 2;
export const WALLET_PAGE_ENTRIES = 40;
export const RECOMMENDED_WALLETS = 4;
export const SEARCH_RESULTS_MAX = 100;
/** Ours, not the spec's: All wallets draws its grid in blocks of this many tiles (5 rows of 4, a little more than the view). */
export const WALLET_BLOCK_TILES = 20;
export const SEARCH_DELAY_MS = 300;
/** Ours, not the spec's: code fetched ahead (the modal, its opening view, a view's likely next views) waits for an idle moment, at most this long. */
export const IDLE_PREFETCH_TIMEOUT_MS = 1000;
export const SWAP_SLIPPAGE_PERCENT = 1;
export const NATIVE_BALANCE_DECIMALS = 3;
export const FIAT_DECIMALS = 2;
export const NUMBER_FORMAT_DECIMALS = 2;
export const NUMBER_FORMAT_LOCALE = 'en-US';
export const PENDING_TRANSACTIONS_LIMIT = 99;
/** Ours, not the spec's: how often a sent transaction's receipt (EVM) or signature status (Solana) is asked for, and for how long. */
export const TRANSACTION_POLL_INTERVAL_MS = 1000;
export const TRANSACTION_WATCH_TIMEOUT_MS = 600000;
export const DEFAULT_CHAIN_ID = 1;
export const RPC_RETRIES = 3;
export const RPC_RETRY_DELAY_MS = 150;
export const RPC_HTTP_TIMEOUT_MS = 10000;
export const RPC_BATCH_SIZE = 1000;
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];
/** JSON-RPC errors that mean "try later" (internal error, limit exceeded): retried like a retryable status. */
export const RETRYABLE_RPC_ERROR_CODES: readonly number[] = [-32603, -32005];
/** SPEC §7 fallback transport: every URL is pinged this often while the transport is in use. */
export const RPC_FALLBACK_INTERVAL_MS = 4000;
/** SPEC §7: the last this many pings rank a URL. */
export const RPC_FALLBACK_SAMPLE_COUNT = 10;
export const RPC_FALLBACK_STABILITY_WEIGHT = 0.7;
export const RPC_FALLBACK_LATENCY_WEIGHT = 0.3;
/** Ours, not the spec's: a ranking ping slower than this counts as a failure. */
export const RPC_FALLBACK_PING_TIMEOUT_MS = 1000;
export const WEBSOCKET_RECONNECT_INTERVAL_MS = 1000;
export const WEBSOCKET_MAX_RECONNECTS = 5;
export const DEDUPE_CACHE_ENTRIES = 8192;

// SPEC §2, §4, §7 and §9: the embedded-wallet frame.
export const FRAME_Z_INDEX = 999999;
/** SPEC §4: once the frame announces READY, this long passes before it is used. */
export const FRAME_READY_DELAY_MS = 500;
/** SPEC §9: email, device, OTP and social requests (and, ours, every other frame request). */
export const FRAME_REQUEST_TIMEOUT_MS = 30000;
/** Ours, not the spec's: a frame that has not announced READY this long after it was added has failed to load. */
export const FRAME_LOAD_TIMEOUT_MS = 20000;
/** Ours: how often the frame asks the auth service whether a social login's popup has come back (its limit allows 5 a second). */
export const SOCIAL_LOGIN_POLL_MS = 1000;
/** Ours: social logins started and not yet claimed that the frame keeps (a person may leave one and start another). */
export const SOCIAL_LOGINS_KEPT = 4;
/** Ours: a social login has this long from its start to its claim, as an email code has (the auth service and the frame). */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1000;
/** SPEC §7: the network the frame starts on when none is given. */
export const FRAME_DEFAULT_CHAIN_ID = `eip155:${DEFAULT_CHAIN_ID}`;
export const AVATAR_TINTS = 5;
export const AVATAR_TINT_STEP_PERCENT = 15;

// SPEC §5
export const MAX_COIN_TYPE_CHAIN_ID = 2 ** 31;
export const ACCOUNT_NAME_MIN_LENGTH = 4;
/** Ours, not the spec's: a name is one DNS label, so at most 63 characters (the data service's rule too). */
export const ACCOUNT_NAME_MAX_LENGTH = 63;
/** SPEC §5 and §9: one email login per address this often (the auth service holds to it too). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30000;
/** Ours: the data service answers history in pages of 20; the NFT tab reads at most this many pages to find holdings. */
export const NFT_HISTORY_PAGES_MAX = 10;
/** Ours: a service answer checked in slices of at most this many milliseconds, yielding between them (no long task). */
export const VALIDATION_SLICE_MS = 8;
/** Solana: base58 text of 32 to 44 characters that decodes to a 32-byte key. */
export const SOLANA_ADDRESS_MIN_LENGTH = 32;
export const SOLANA_ADDRESS_MAX_LENGTH = 44;
export const SOLANA_ADDRESS_BYTES = 32;
/** An ed25519 signature: 64 bytes, at most 88 base58 characters. */
export const SOLANA_SIGNATURE_BYTES = 64;
export const SOLANA_SIGNATURE_MAX_LENGTH = 88;
/** A Solana wire transaction fits one network packet (1232 bytes); anything longer is refused before encoding. */
export const SOLANA_MAX_TRANSACTION_BYTES = 1232;
/**
 * A message for a Solana wallet to sign: at most 4 KiB, given as base58 of at most 5,594 characters (the length of
 * 4,096 bytes). Base58 decoding takes time quadratic in the length (16 KiB: half a second; 64 KiB: nine seconds
 * here), so a longer text is refused before it is decoded.
 */
export const SOLANA_MAX_MESSAGE_BYTES = 4096;
export const SOLANA_MAX_MESSAGE_LENGTH = Math.ceil((SOLANA_MAX_MESSAGE_BYTES * 8) / Math.log2(58));
/** The SPL Token program, which owns the accounts holding token balances. */
export const SPL_TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Token amounts on Solana are u64. */
export const SPL_TOKEN_AMOUNT_MAX = 2n ** 64n - 1n;

/** The WalletConnect connector's id (one per namespace, sharing it); views name it to start a pairing. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

// SPEC §2: orders
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
export type ConnectorGroup = (typeof CONNECTOR_TYPE_ORDER)[number];

export const CONNECT_METHOD_ORDER_DEFAULT = ['email', 'social', 'wallet'] as const;
export const CONNECT_METHOD_ORDER_WITH_INSTALLED = ['wallet', 'email', 'social'] as const;
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER_DEFAULT)[number];

// SPEC §9: features. Ours differs in one place: analytics is off unless the site turns it on (`features`).
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export type LegalLinks = { termsUrl?: string; privacyUrl?: string };
export type Features = {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  /** The social logins offered, in this order; empty turns socials off. */
  socials: readonly SocialProvider[];
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  /** On: the Connect view asks for consent first, with links to the site's terms and privacy policy when given. */
  legalCheckbox: false | LegalLinks;
  smartSessions: boolean;
  collapseWallets: boolean;
};
/** SPEC §9's wallet feature order: the Account view's action buttons, in this order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const satisfies readonly (keyof Features)[];
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number];
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: SOCIAL_PROVIDERS,
  history: true,
  analytics: false,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
};
/** A body `POST /e` accepts: anything longer is refused before it is parsed. */
export const ANALYTICS_MAX_BODY_BYTES = 8 * 1024;

// SPEC §9's onramp limits and fee range live in constants/onramp.ts: only the lazy Buy views and the server use them,
// and anything exported here is carried by the first script.
/** Ours, not the spec's: how long a sign-in (SIWX) message, and so its session, stays valid. */
export const SIWX_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Ours: sign-in sessions kept in storage (one per account and network), the oldest dropped first. */
export const SIWX_MAX_STORED_SESSIONS = 20;
