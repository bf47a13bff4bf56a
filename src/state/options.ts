/** The element's options, parsed from its attributes (element/attributes.ts). */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import type { Network } from '../chains/network';
import { DEFAULT_CHAIN_ID, DEFAULT_FEATURES, DEFAULT_Z_INDEX, type Features } from '../constants';
import { findKnownNetwork } from '../chains/known-networks';

export type ThemeMode = 'light' | 'dark';
/** `sign-in`: SPEC §4 sign-in with the wallet after connect; absent is off. */
type SignInMode = 'required' | 'optional';
export type AppMetadata = { name: string; description: string; url: string; icons: string[] };

export type ModalOptions = {
  projectId: string | undefined;
  /** The networks of the setup, in the site's order; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly Network[];
  defaultNetwork: CaipNetworkId | undefined;
  theme: ThemeMode;
  /** `--wm-*` custom properties the site overrides. */
  themeVariables: Readonly<Record<string, string>>;
  zIndex: number;
  /** `rpc-urls`: CAIP-2 id -> its RPC URLs, best guess first (the transport ranks them). */
  rpcUrls: Readonly<Record<string, readonly string[]>>;
  metadata: AppMetadata | undefined;
  /** `relay-url`: the WalletConnect relay (ws: or wss:); undefined means the public relay. */
  relayUrl: string | undefined;
  hideButton: boolean;
  /** `catalogue-url`: the wallet catalogue service (SPEC §7); undefined means the bundled default catalogue. */
  catalogueUrl: string | undefined;
  /** `api-url`: the blockchain data service (SPEC §7); undefined leaves out token prices, NFTs, activity and names. */
  apiUrl: string | undefined;
  /** `frame-url`: the embedded wallet's frame, on its own origin (docs/embedded-wallet.md); undefined leaves out email and social login. */
  frameUrl?: string;
  /** `featured-wallet-ids`: catalogue ids shown first, in this order. */
  featuredWalletIds: readonly string[];
  /** `include-wallet-ids`: when set, only these catalogue ids are listed. */
  includeWalletIds: readonly string[];
  /** `exclude-wallet-ids`: catalogue ids never listed. */
  excludeWalletIds: readonly string[];
  /** `features`: SPEC §9's features, analytics off unless the site turns it on. */
  features: Readonly<Features>;
  /** `sign-in`: whether a connected account is asked to sign in (SIWX); undefined is off unless a `siwx`/`siweConfig` is set. */
  signIn?: SignInMode;
  /** The `features` attribute as written, parsed over `features` by the lazy actions (client/features.ts). */
  featuresAttribute?: string;
  /** `locale`: a BCP 47 tag a shipped locale answers; undefined means the browser's languages (i18n/locales.ts). */
  locale?: string;
};

export const DEFAULT_OPTIONS: ModalOptions = {
  projectId: undefined,
  networks: [findKnownNetwork(`eip155:${DEFAULT_CHAIN_ID}`)!],
  defaultNetwork: undefined,
  theme: 'light',
  themeVariables: {},
  zIndex: DEFAULT_Z_INDEX,
  rpcUrls: {},
  metadata: undefined,
  relayUrl: undefined,
  hideButton: false,
  catalogueUrl: undefined,
  apiUrl: undefined,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  features: DEFAULT_FEATURES,
};

export const optionsAtom = atom<ModalOptions>(DEFAULT_OPTIONS);
