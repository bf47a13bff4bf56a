/**
 * A social login in a popup: the view opens the popup in the person's click (a popup opened later is blocked), the
 * wallet names the provider's page, the person logs in there, and the provider's answer completes the login in the
 * wallet; then the account is read and connected. A blocked popup leaves ConnectingSocial offering a retry.
 */
import type { SocialLoginProvider } from '../../../connectors/connector';
import { PopupBlockedError } from '../../../errors/frame';
import { socialLoginAtom } from '../../../state/embedded-login';
import { routerAtom } from '../../../state/router';
import type { ClientContext } from '../../context';
import type { ActionParameters, ActionReturnType } from '../action-types';
import { finishLogin, loginFailure, whileAuthenticating } from './finish-login';
import { loginConnector, showLoginView } from './login-connector';
import type { LoginPopup } from '../../embedded-wallet-actions';
import { awaitSocialCallback } from './social-popup';

/** Aborts when the person leaves ConnectingSocial (Back, Close): the popup is then closed and nothing more happens. */
function whileShown(ctx: ClientContext, provider: SocialLoginProvider): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  const stop = ctx.store.sub(routerAtom, () => {
    const { open, history } = ctx.store.get(routerAtom);
    const current = history.at(-1);
    if (!open || current?.view !== 'ConnectingSocial' || current.provider !== provider) controller.abort();
  });
  return { signal: controller.signal, stop };
}

export type StartSocialLoginParameters = ActionParameters<typeof startSocialLogin>;
export type StartSocialLoginReturnType = ActionReturnType<typeof startSocialLogin>;
export type StartSocialLoginErrorType = PopupBlockedError;
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
  const shown = whileShown(ctx, provider);
  try {
    popup.location.href = await connector.login.socialRedirectUri(provider);
    store.set(socialLoginAtom, { provider, status: 'waiting' });
    const callback = await awaitSocialCallback(popup, { origin: ctx.window.location.origin, signal: shown.signal, timer: ctx.window });
    popup.close();
    store.set(socialLoginAtom, { provider, status: 'connecting' });
    await whileAuthenticating(ctx, () => connector.login.completeSocial(provider, callback));
  } catch (thrown) {
    popup.close();
    const error = loginFailure(ctx, thrown, { social: true });
    store.set(socialLoginAtom, { provider, status: 'error', error });
    throw error;
  } finally {
    shown.stop();
  }
  try {
    await whileAuthenticating(ctx, () => finishLogin(ctx, connector));
  } finally {
    store.set(socialLoginAtom, undefined);
  }
}
