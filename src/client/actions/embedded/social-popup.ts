/**
 * The social login's popup: the person logs in at the provider, which sends the popup back to this site's origin with
 * its answer (`code` and `state`, or `error`) in the query. The popup is read only once it is on this origin again (a
 * page of another origin cannot be read, and is waited on); its URL is the callback the wallet completes the login with.
 */
import { SOCIAL_POPUP_POLL_MS, SOCIAL_POPUP_TIMEOUT_MS } from '../../../constants';
import { PopupClosedError } from '../../../errors/frame';
import { RequestAbortedError } from '../../../errors/request';
import type { ActionReturnType } from '../action-types';

import type { LoginPopup } from '../../embedded-wallet-actions';

/** The popup's URL when it is back on `origin` with the provider's answer; undefined while it is elsewhere (or unreadable). */
function callbackOf(popup: LoginPopup, origin: string): string | undefined {
  let href: string;
  try {
    href = popup.location.href;
  } catch {
    return undefined; // another origin: the provider's pages
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return url.searchParams.has('code') || url.searchParams.has('error') ? href : undefined;
}

export type AwaitSocialCallbackParameters = Parameters<typeof awaitSocialCallback>;
export type AwaitSocialCallbackReturnType = ActionReturnType<typeof awaitSocialCallback>;
export type AwaitSocialCallbackErrorType = PopupClosedError | RequestAbortedError;
/** Resolves with the callback URL; rejects when the popup is closed first, the wait is aborted, or it lasts too long. */
export function awaitSocialCallback(
  popup: LoginPopup,
  { origin, signal, timer }: { origin: string; signal?: AbortSignal; timer: Pick<Window, 'setInterval' | 'clearInterval'> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const stop = (settle: () => void) => {
      timer.clearInterval(interval);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => stop(() => reject(new RequestAbortedError({ details: 'the social login was left' })));
    const look = () => {
      const callback = callbackOf(popup, origin);
      if (callback !== undefined) return stop(() => resolve(callback));
      if (popup.closed) return stop(() => reject(new PopupClosedError()));
      if (Date.now() - started > SOCIAL_POPUP_TIMEOUT_MS) stop(() => reject(new PopupClosedError({ details: 'no answer from the provider in time' })));
    };
    const interval = timer.setInterval(look, SOCIAL_POPUP_POLL_MS);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
  });
}
