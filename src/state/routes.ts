/** SPEC §2: the modal's named views. Each route carries its own data. */
import type { SocialLoginProvider } from '../connectors/connector';

export type Route =
  | { view: 'Connect' }
  | { view: 'Account' }
  | { view: 'AllWallets' }
  | { view: 'ConnectingWalletConnect'; walletId?: string }
  | { view: 'ConnectingWalletConnectBasic' }
  | { view: 'ConnectingExternal'; connectorId: string }
  | { view: 'ConnectingSiwe' }
  | { view: 'ConnectingFarcaster' }
  | { view: 'UnsupportedChain' }
  | { view: 'SIWXSignMessage' }
  /** `approval`: a wallet request waiting for the person (state/approval.ts); none: the swap's token approval. */
  | { view: 'ApproveTransaction'; approval?: number }
  | { view: 'RegisterAccountName' }
  | { view: 'RegisterAccountNameSuccess'; name: string }
  // SPEC §2: views that load with their feature (§9); named as the reference product names them.
  | { view: 'WalletReceive' }
  | { view: 'OnRampProviders' }
  | { view: 'OnRampFiatSelect' }
  | { view: 'OnRampTokenSelect' }
  | { view: 'BuyInProgress' }
  | { view: 'Swap' }
  | { view: 'SwapSelectToken'; target: 'from' | 'to' }
  /** `shownMinimum`: the minimum received the Swap view showed; a built swap promising less is flagged. */
  | { view: 'SwapPreview'; shownMinimum: bigint }
  | { view: 'WalletSend' }
  | { view: 'WalletSendPreview' }
  // The embedded wallet's views (SPEC §4's email and social login, and email change), with the email and socials features.
  | { view: 'EmailVerifyOtp'; email: string }
  | { view: 'EmailVerifyDevice'; email: string }
  | { view: 'ConnectingSocial'; provider: SocialLoginProvider }
  | { view: 'UpdateEmailWallet' }
  | { view: 'UpdateEmailPrimaryOtp'; email: string }
  | { view: 'UpdateEmailSecondaryOtp'; email: string };

export type ViewName = Route['view'];
export type RouteOf<V extends ViewName> = Extract<Route, { view: V }>;

/**
 * The views this build can show. Others are named by the spec but belong to later
 * capabilities; asking for them is an error rather than an empty screen.
 */
export const REACHABLE_VIEWS = [
  'Connect',
  'Account',
  'ConnectingExternal',
  'UnsupportedChain',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'AllWallets',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'WalletReceive',
  'OnRampProviders',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'BuyInProgress',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'ApproveTransaction',
  'WalletSend',
  'WalletSendPreview',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const satisfies readonly ViewName[];
export type ReachableViewName = (typeof REACHABLE_VIEWS)[number];

/** Views that can be opened with no route data. */
const OPENABLE_VIEWS = ['Connect', 'Account', 'UnsupportedChain', 'AllWallets', 'ConnectingWalletConnectBasic'] as const satisfies readonly ReachableViewName[];
export type OpenableViewName = (typeof OPENABLE_VIEWS)[number];

export function isOpenableView(value: unknown): value is OpenableViewName {
  return typeof value === 'string' && (OPENABLE_VIEWS as readonly string[]).includes(value);
}
