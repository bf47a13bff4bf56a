/** Failures of connecting to a wallet, of its session and of what it answers. Only lazy code throws these. */
import { errorClass } from './base';
import * as MESSAGES from '../messages';

/** No connected account where one is needed (SPEC §8 'Address or auth connector not found'). */
export const NotConnectedError = errorClass('NotConnectedError', 'NOT_CONNECTED', MESSAGES.addressOrAuthConnectorNotFound);
export type NotConnectedError = InstanceType<typeof NotConnectedError>;

/** No wallet with the id asked for. */
export const ConnectorNotFoundError = errorClass('ConnectorNotFoundError', 'CONNECTOR_NOT_FOUND', MESSAGES.addressOrAuthConnectorNotFound);
export type ConnectorNotFoundError = InstanceType<typeof ConnectorNotFoundError>;

/** A wallet's disconnect failed; the modal forgot the session anyway (SPEC §8 'Failed to disconnect'). */
export const DisconnectFailedError = errorClass('DisconnectFailedError', 'UNKNOWN', MESSAGES.failedToDisconnect);
export type DisconnectFailedError = InstanceType<typeof DisconnectFailedError>;

/** A wallet answered something of the wrong shape (a malformed signature, an object for a hash). */
export const WalletReplyInvalidError = errorClass('WalletReplyInvalidError', 'WALLET_REPLY_INVALID', MESSAGES.anErrorOccurred);
export type WalletReplyInvalidError = InstanceType<typeof WalletReplyInvalidError>;

/** The WalletConnect wallet approved no account of the namespace asked for (SPEC §8 'Chain is not supported'). */
export const ChainNotSupportedError = errorClass('ChainNotSupportedError', 'UNKNOWN', MESSAGES.chainNotSupported);
export type ChainNotSupportedError = InstanceType<typeof ChainNotSupportedError>;

/** The site's sign-in hooks (siwx / siweConfig) are missing or answered what they may not. */
export const SignInSetupError = errorClass('SignInSetupError', 'UNKNOWN', MESSAGES.anErrorOccurred);
export type SignInSetupError = InstanceType<typeof SignInSetupError>;
