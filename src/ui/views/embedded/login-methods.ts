/**
 * Which logins the Connect view offers: with `frame-url` set, email and the social providers of `features` (SPEC §9:
 * both on by default); without it, none. The login views are fetched ahead once they are offered, and the wallet's
 * frame is loaded on the person's intent (a focus, a pointer), so that a login does not wait for it.
 */
import { useAtomValue } from 'jotai/react';
import type { WalletModalClient } from '../../../client/types';
import { optionsAtom } from '../../../state/options';
import type { SocialLoginProvider } from '../../../state/embedded-login';
import { useFeatures } from '../../use-features';
import { ConnectingSocialView, EmailVerifyDeviceView, EmailVerifyOtpView } from './lazy';
import { loginProviders } from './social';

export type LoginMethods = { email: boolean; socials: readonly SocialLoginProvider[] };

export function useLoginMethods(): LoginMethods {
  const { frameUrl } = useAtomValue(optionsAtom);
  const features = useFeatures();
  if (!frameUrl) return { email: false, socials: [] };
  return { email: features.email, socials: loginProviders(features.socials) };
}

const ignore = () => undefined;

/** The login views' code, ahead of a login. */
export function prefetchLoginViews(): void {
  for (const view of [EmailVerifyOtpView, EmailVerifyDeviceView, ConnectingSocialView]) void view.preload().catch(ignore);
}

/** The person is about to log in: the views, and the wallet with its frame. */
export function prepareLogin(client: WalletModalClient): void {
  prefetchLoginViews();
  void client
    .embeddedWallet()
    .then((wallet) => wallet.prepare())
    .catch(ignore);
}
