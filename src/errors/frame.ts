/** Failures of the embedded-wallet frame (connectors/embedded). Only lazy code throws these. */
import { errorClass, WalletModalError, type WalletModalErrorOptions } from './base';
import { templateErrorClass } from './template';
import * as MESSAGES from '../messages';

/** SPEC §4 frame readiness: no READY in time. The client shows the Invalid App Configuration alert with it (SPEC §8). */
export const FrameLoadError = errorClass('FrameLoadError', 'FRAME_LOAD_FAILED', MESSAGES.emailLoginDependencyFailed);
export type FrameLoadError = InstanceType<typeof FrameLoadError>;

/** SPEC §8: a request to a frame whose element is gone. */
export const FrameNotSetError = errorClass('FrameNotSetError', 'FRAME_NOT_SET', MESSAGES.frameIframeNotSet);
export type FrameNotSetError = InstanceType<typeof FrameNotSetError>;

/** A frame request with no reply within SPEC §9's timeout. */
export const FrameTimeoutError = errorClass('FrameTimeoutError', 'FRAME_TIMEOUT', MESSAGES.frameTimeout);
export type FrameTimeoutError = InstanceType<typeof FrameTimeoutError>;

/**
 * The frame answered a request with an error. Its message is the frame's (the auth service's words, such as SPEC §5's
 * 'Please try again after {n} seconds', or ours), already checked as one bounded line by the protocol's parser.
 */
export class FrameReplyError extends WalletModalError {
  override name = 'FrameReplyError';
  constructor(message: string, options?: WalletModalErrorOptions) {
    super('FRAME_REPLY_ERROR', message, options);
  }
}

/** SPEC §5 and §9: an email login within 30 s of the last one, checked before a code is asked for; `n` seconds rounded up. */
export const EmailLoginThrottledError = templateErrorClass('EmailLoginThrottledError', 'EMAIL_LOGIN_THROTTLED', MESSAGES.emailLoginThrottled);
export type EmailLoginThrottledError = InstanceType<typeof EmailLoginThrottledError>;

/** SPEC §5: an email field (connect, update, new) that is not an e-mail address. */
export const InvalidEmailError = errorClass('InvalidEmailError', 'INVALID_INPUT', MESSAGES.invalidEmail);
export type InvalidEmailError = InstanceType<typeof InvalidEmailError>;

/** SPEC §8: a login completed but its account could not be read; the client disconnects and returns to Connect. */
export const AuthInitFailedError = errorClass('AuthInitFailedError', 'AUTH_INIT_FAILED', MESSAGES.authInitFailed);
export type AuthInitFailedError = InstanceType<typeof AuthInitFailedError>;

/** The browser blocked the social login's popup: the person retries with a click of their own. */
export const PopupBlockedError = errorClass('PopupBlockedError', 'POPUP_BLOCKED', MESSAGES.popupBlocked);
export type PopupBlockedError = InstanceType<typeof PopupBlockedError>;
