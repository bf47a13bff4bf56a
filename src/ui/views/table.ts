/** Every reachable view, loaded lazily; a view missing here fails to compile. */
import type { ReachableViewName, RouteOf } from '../../state/routes';
import type { MessageKey } from '../../i18n/translate';
import { preloadable, type Preload, type Preloadable } from '../preloadable';
import { TAB_PANELS } from './account-tabs/panels';
import { AccountTabs } from './account-tabs/tabs';
import {
  ConnectingSocialView,
  EmailVerifyDeviceView,
  EmailVerifyOtpView,
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
  UpdateEmailWalletView,
} from './embedded/lazy';

type ViewTable = { [V in ReachableViewName]: { title: MessageKey; component: Preloadable<{ route: RouteOf<V> }> } };

export const VIEWS: ViewTable = {
  Connect: { title: 'title.connect', component: preloadable(() => import('./ConnectView')) },
  Account: { title: 'title.account', component: preloadable(() => import('./AccountView')) },
  ConnectingExternal: { title: 'title.connecting', component: preloadable(() => import('./ConnectingExternalView')) },
  UnsupportedChain: { title: 'title.switchNetwork', component: preloadable(() => import('./UnsupportedChainView')) },
  ConnectingWalletConnect: { title: 'title.walletConnect', component: preloadable(() => import('./ConnectingWalletConnectView')) },
  ConnectingWalletConnectBasic: { title: 'title.scanWithPhone', component: preloadable(() => import('./ConnectingWalletConnectBasicView')) },
  AllWallets: { title: 'title.allWallets', component: preloadable(() => import('./AllWalletsView')) },
  RegisterAccountName: { title: 'title.chooseName', component: preloadable(() => import('./RegisterAccountNameView')) },
  RegisterAccountNameSuccess: { title: 'title.nameRegistered', component: preloadable(() => import('./RegisterAccountNameSuccessView')) },
  WalletReceive: { title: 'title.receive', component: preloadable(() => import('./WalletReceiveView')) },
  OnRampFiatSelect: { title: 'title.buy', component: preloadable(() => import('./onramp/OnRampFiatSelect')) },
  OnRampTokenSelect: { title: 'title.selectToken', component: preloadable(() => import('./onramp/OnRampTokenSelect')) },
  OnRampProviders: { title: 'title.chooseProvider', component: preloadable(() => import('./onramp/OnRampProviders')) },
  BuyInProgress: { title: 'title.buying', component: preloadable(() => import('./onramp/BuyInProgress')) },
  Swap: { title: 'title.swap', component: preloadable(() => import('./swap/SwapView')) },
  SwapSelectToken: { title: 'title.selectToken', component: preloadable(() => import('./swap/SwapSelectToken')) },
  SwapPreview: { title: 'title.reviewSwap', component: preloadable(() => import('./swap/SwapPreview')) },
  ApproveTransaction: { title: 'title.approve', component: preloadable(() => import('./swap/ApproveTransaction')) },
  SIWXSignMessage: { title: 'title.signIn', component: preloadable(() => import('./SIWXSignMessageView')) },
  ConnectingSiwe: { title: 'title.signIn', component: preloadable(() => import('./ConnectingSiweView')) },
  WalletSend: { title: 'title.send', component: preloadable(() => import('./send/WalletSend')) },
  WalletSendPreview: { title: 'title.sendReview', component: preloadable(() => import('./send/WalletSendPreview')) },
  EmailVerifyOtp: { title: 'title.emailVerifyOtp', component: EmailVerifyOtpView },
  EmailVerifyDevice: { title: 'title.emailVerifyDevice', component: EmailVerifyDeviceView },
  ConnectingSocial: { title: 'title.connectingSocial', component: ConnectingSocialView },
  UpdateEmailWallet: { title: 'title.updateEmail', component: UpdateEmailWalletView },
  UpdateEmailPrimaryOtp: { title: 'title.updateEmailPrimaryOtp', component: UpdateEmailPrimaryOtpView },
  UpdateEmailSecondaryOtp: { title: 'title.updateEmailSecondaryOtp', component: UpdateEmailSecondaryOtpView },
};

/**
 * What a view's next interaction is likely to show, fetched while the view is up so that moving on never suspends.
 * One line per view; a view's lazily loaded parts (Account's tabs) join its line the same way.
 */
export const LIKELY_NEXT: { readonly [V in ReachableViewName]?: readonly Preload[] } = {
  Connect: [VIEWS.ConnectingExternal.component, VIEWS.AllWallets.component],
  Account: [AccountTabs, ...Object.values(TAB_PANELS), VIEWS.WalletReceive.component, VIEWS.WalletSend.component],
  OnRampFiatSelect: [VIEWS.OnRampProviders.component, VIEWS.OnRampTokenSelect.component],
  OnRampProviders: [VIEWS.BuyInProgress.component],
  Swap: [VIEWS.SwapSelectToken.component, VIEWS.SwapPreview.component],
  SwapPreview: [VIEWS.ApproveTransaction.component],
  WalletSend: [VIEWS.WalletSendPreview.component],
  SIWXSignMessage: [VIEWS.ConnectingSiwe.component],
  // The Connect view fetches the login views itself, only when it offers a login (embedded/login-methods.ts).
  EmailVerifyOtp: [VIEWS.Account.component],
  ConnectingSocial: [VIEWS.Account.component],
  UpdateEmailWallet: [UpdateEmailPrimaryOtpView],
};
