/** The social providers as the views name them, and the login popup they open in the person's click. */
import type { SocialProvider } from '../../../constants';
import type { SocialLoginProvider } from '../../../state/embedded-login';

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<SocialLoginProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** The `features.socials` a login can use, in the site's order: Farcaster has its own flow (a later issue). */
export const loginProviders = (socials: readonly SocialProvider[]): SocialLoginProvider[] =>
  socials.filter((provider): provider is SocialLoginProvider => provider in PROVIDER_NAMES);

/**
 * Opens the login window, blank until the wallet names the provider's page. It must open in the click itself (a
 * popup opened after an await is blocked), and with its opener kept: the modal sends it to the provider's page by it.
 */
export function openLoginPopup(view: Window = window): Window | null {
  try {
    return view.open('about:blank', 'wm-social-login', 'popup,width=480,height=680');
  } catch {
    return null;
  }
}
