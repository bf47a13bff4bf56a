/** Failures of the embedded-wallet frame (connectors/embedded). Only lazy code throws these. */
import { errorClass, WalletModalError, type WalletModalErrorOptions } from './base';
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
