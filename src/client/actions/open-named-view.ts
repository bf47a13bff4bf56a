/**
 * SPEC §2 rule 2, for the views a page may not open at once (open.ts opens Connect, Account, UnsupportedChain,
 * AllWallets and ConnectingWalletConnectBasic itself): a view given is used when the modal has what it shows, and
 * refused with a wm-error naming what is missing when not. Loaded with the actions, so the rules cost the first
 * script nothing.
 */
import type { Features } from '../../constants';
import { InvalidArgumentError, type WalletModalError } from '../../errors';
import { NotConnectedError } from '../../errors/connection';
import { FarcasterNotEnabledError, ViewNeedsDataError } from '../../errors/view';
import { activeAccountAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { openAtom } from '../../state/router';
import { REACHABLE_VIEWS, type ViewName } from '../../state/routes';
import type { ClientContext } from '../context';
import { featuresInForce } from '../features';
import type { ActionParameters, ActionReturnType } from './action-types';

type AccountViewName = 'WalletReceive' | 'WalletSend' | 'Swap' | 'OnRampFiatSelect' | 'RegisterAccountName' | 'UpdateEmailWallet';
/** Views opened with no data, over a connected account, when their feature is on. */
const ACCOUNT_VIEWS: Record<AccountViewName, keyof Features | undefined> = {
  WalletReceive: 'receive',
  WalletSend: 'send',
  Swap: 'swaps',
  OnRampFiatSelect: 'onramp',
  RegisterAccountName: undefined,
  UpdateEmailWallet: undefined,
};

/** What a view's route needs that only a flow in progress gives it. */
const NEEDS: Partial<Record<ViewName, string>> = {
  ConnectingExternal: 'a wallet being connected',
  ConnectingSiwe: 'a sign-in waiting for the wallet',
  SIWXSignMessage: 'a connected account that has to sign in',
  ApproveTransaction: 'a wallet request waiting for approval',
  RegisterAccountNameSuccess: 'a registered name',
  SwapSelectToken: 'a swap being set up',
  SwapPreview: 'a swap quote to review',
  WalletSendPreview: 'a send to review',
  OnRampTokenSelect: 'a purchase being set up',
  OnRampProviders: 'a purchase amount',
  BuyInProgress: 'a purchase in progress',
  EmailVerifyOtp: 'an email login in progress',
  EmailVerifyDevice: 'an email login in progress',
  ConnectingSocial: 'a social login in progress',
  UpdateEmailPrimaryOtp: 'an email change in progress',
  UpdateEmailSecondaryOtp: 'an email change in progress',
};

const isAccountView = (view: ViewName): view is AccountViewName => view in ACCOUNT_VIEWS;
const isViewName = (view: string): view is ViewName => view === 'ConnectingFarcaster' || (REACHABLE_VIEWS as readonly string[]).includes(view);

export type OpenNamedViewParameters = ActionParameters<typeof openNamedView>;
export type OpenNamedViewReturnType = ActionReturnType<typeof openNamedView>;
export type OpenNamedViewErrorType = WalletModalError;
export function openNamedView(ctx: ClientContext, view: string): void {
  const { store } = ctx;
  if (!isViewName(view)) throw new InvalidArgumentError({ details: `open: "${view.slice(0, 40)}" is not a view` });
  if (view === 'ConnectingFarcaster') throw new FarcasterNotEnabledError();
  if (view === 'ConnectingWalletConnect') return void store.set(openAtom, { view });
  const what = NEEDS[view];
  if (what) throw new ViewNeedsDataError({ view, what });
  if (!isAccountView(view)) throw new ViewNeedsDataError({ view, what: 'a flow that leads to it' });
  const account = store.get(activeAccountAtom);
  if (account.status !== 'connected') throw new NotConnectedError({ details: `open: the ${view} view shows a connected account` });
  const feature = ACCOUNT_VIEWS[view];
  if (feature && !featuresInForce(store.get(optionsAtom))[feature]) throw new ViewNeedsDataError({ view, what: `the ${feature} feature, which is off` });
  if (view === 'Swap' && !account.caipNetworkId.startsWith('eip155:')) throw new ViewNeedsDataError({ view, what: 'an EVM account' });
  if (view === 'RegisterAccountName' && !store.get(optionsAtom).apiUrl) throw new ViewNeedsDataError({ view, what: 'a data service (api-url)' });
  if (view === 'UpdateEmailWallet' && !account.user) throw new ViewNeedsDataError({ view, what: 'an email login' });
  store.set(openAtom, { view });
}
