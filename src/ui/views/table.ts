/** Every reachable view, loaded lazily; a view missing here fails to compile. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReachableViewName, RouteOf } from '../../state/routes';

type ViewTable = { [V in ReachableViewName]: { title: string; component: LazyExoticComponent<ComponentType<{ route: RouteOf<V> }>> } };

export const VIEWS: ViewTable = {
  Connect: { title: 'Connect a wallet', component: lazy(() => import('./ConnectView')) },
  Account: { title: 'Account', component: lazy(() => import('./AccountView')) },
  ConnectingExternal: { title: 'Connecting', component: lazy(() => import('./ConnectingExternalView')) },
  UnsupportedChain: { title: 'Switch network', component: lazy(() => import('./UnsupportedChainView')) },
  ConnectingWalletConnect: { title: 'WalletConnect', component: lazy(() => import('./ConnectingWalletConnectView')) },
  ConnectingWalletConnectBasic: { title: 'Scan with your phone', component: lazy(() => import('./ConnectingWalletConnectBasicView')) },
  AllWallets: { title: 'All wallets', component: lazy(() => import('./AllWalletsView')) },
  RegisterAccountName: { title: 'Choose a name', component: lazy(() => import('./RegisterAccountNameView')) },
  RegisterAccountNameSuccess: { title: 'Name registered', component: lazy(() => import('./RegisterAccountNameSuccessView')) },
};
