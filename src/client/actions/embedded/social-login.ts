/**
 * A social login in a popup (docs/embedded-wallet.md, "Social login"): the view opens the popup in the person's click
 * (a popup opened later is blocked), the wallet names the provider's page (GET_SOCIAL_REDIRECT_URI), the person logs in
 * there and the provider sends the popup to the auth service, which closes it; meanwhile the wallet claims the login
 * with what only it holds (CONNECT_SOCIAL), within SPEC §9's 30 s or the Socials timeout alert. Then the account is read
 * and connected. A blocked popup leaves ConnectingSocial offering a retry; leaving the view ends the login.
 */
import type { SocialLoginProvider } from '../../../connectors/connector';
import { PopupBlockedError } from '../../../errors/frame';
import { RequestAbortedError } from '../../../errors/request';
import { socialLoginAtom } from '../../../state/embedded-login';
import { routerAtom } from '../../../state/router';
import type { ClientContext } from '../../context';
import type { LoginPopup } from '../../embedded-wallet-actions';
import type { ActionParameters, ActionReturnType } from '../action-types';
import { finishLogin, loginFailure, whileAuthenticating } from './finish-login';
import { loginConnector, showLoginView, type LoginConnector } from './login-connector';

/**
 * The login's claim, until the person leaves ConnectingSocial (Back, Close): then RequestAbortedError, and a claim that
 * still succeeds afterwards is signed out, since nobody is waiting for it any more.
 */
function whileShown(ctx: ClientContext, provider: SocialLoginProvider, connector: LoginConnector, claim: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = false;
    const stop = ctx.store.sub(routerAtom, () => {
      const { open, history } = ctx.store.get(routerAtom);
      const current = history.at(-1);
      if (open && current?.view === 'ConnectingSocial' && current.provider === provider) return;
      left = true;
      stop();
      reject(new RequestAbortedError({ details: 'the social login was left' }));
    });
    claim.then(
      () => {
        stop();
        if (left) void connector.disconnect().catch(() => undefined);
        else resolve();
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

export type StartSocialLoginParameters = ActionParameters<typeof startSocialLogin>;
export type StartSocialLoginReturnType = ActionReturnType<typeof startSocialLogin>;
export type StartSocialLoginErrorType = PopupBlockedError | RequestAbortedError;
/** `popup`: the window the view opened in the click, or null when the browser refused it. */
export async function startSocialLogin(ctx: ClientContext, provider: SocialLoginProvider, popup: LoginPopup | null): Promise<void> {
  const { store } = ctx;
  const connector = loginConnector(ctx);
  showLoginView(ctx, { view: 'ConnectingSocial', provider });
  if (!popup) {
    const error = new PopupBlockedError({ details: `the ${provider} login window` });
    store.set(socialLoginAtom, { provider, status: 'blocked', error });
    throw error;
  }
  store.set(socialLoginAtom, { provider, status: 'opening' });
  try {
    const uri = await connector.login.socialRedirectUri(provider);
    popup.location.href = uri;
    store.set(socialLoginAtom, { provider, status: 'waiting' });
    await whileShown(ctx, provider, connector, connector.login.completeSocial(provider, uri));
  } catch (thrown) {
    popup.close();
    const error = loginFailure(ctx, thrown, { social: true });
    store.set(socialLoginAtom, { provider, status: 'error', error });
    throw error;
  }
  // The auth service's last page closes the popup itself; closing it here too covers a page that could not.
  popup.close();
  store.set(socialLoginAtom, { provider, status: 'connecting' });
  try {
    await whileAuthenticating(ctx, () => finishLogin(ctx, connector));
  } finally {
    store.set(socialLoginAtom, undefined);
  }
}
