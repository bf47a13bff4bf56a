/** Every reachable view, loaded lazily; a view missing here fails to compile. */
import type { ReachableViewName, RouteOf } from '../../state/routes';
import { preloadable, type Preload, type Preloadable } from '../preloadable';
import { TAB_PANELS } from './account-tabs/panels';
import { AccountTabs } from './account-tabs/tabs';

type ViewTable = { [V in ReachableViewName]: { title: string; component: Preloadable<{ route: RouteOf<V> }> } };

export const VIEWS: ViewTable = {
  Connect: { title: 'Connect a wallet', component: preloadable(() => import('./ConnectView')) },
  Account: { title: 'Account', component: preloadable(() => import('./AccountView')) },
  ConnectingExternal: { title: 'Connecting', component: preloadable(() => import('./ConnectingExternalView')) },
  UnsupportedChain: { title: 'Switch network', component: preloadable(() => import('./UnsupportedChainView')) },
  ConnectingWalletConnect: { title: 'WalletConnect', component: preloadable(() => import('./ConnectingWalletConnectView')) },
  ConnectingWalletConnectBasic: { title: 'Scan with your phone', component: preloadable(() => import('./ConnectingWalletConnectBasicView')) },
  AllWallets: { title: 'All wallets', component: preloadable(() => import('./AllWalletsView')) },
  RegisterAccountName: { title: 'Choose a name', component: preloadable(() => import('./RegisterAccountNameView')) },
  RegisterAccountNameSuccess: { title: 'Name registered', component: preloadable(() => import('./RegisterAccountNameSuccessView')) },
  WalletReceive: { title: 'Receive', component: preloadable(() => import('./WalletReceiveView')) },
  OnRampFiatSelect: { title: 'Buy', component: preloadable(() => import('./onramp/OnRampFiatSelect')) },
  OnRampTokenSelect: { title: 'Select token', component: preloadable(() => import('./onramp/OnRampTokenSelect')) },
  OnRampProviders: { title: 'Choose a provider', component: preloadable(() => import('./onramp/OnRampProviders')) },
  BuyInProgress: { title: 'Buying', component: preloadable(() => import('./onramp/BuyInProgress')) },
  WalletSend: { title: 'Send', component: preloadable(() => import('./send/WalletSend')) },
  WalletSendPreview: { title: 'Review send', component: preloadable(() => import('./send/WalletSendPreview')) },
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
  WalletSend: [VIEWS.WalletSendPreview.component],
};
