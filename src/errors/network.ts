/** Failures about networks and balances. Only lazy code throws these (a bad network id in an attribute: common.ts). */
import { errorClass } from './base';
import * as MESSAGES from '../messages';

/** No such network, or no RPC URL for it (SPEC §8 'Network not found'). */
export const NetworkNotFoundError = errorClass('NetworkNotFoundError', 'NETWORK_NOT_FOUND', MESSAGES.networkNotFound);
export type NetworkNotFoundError = InstanceType<typeof NetworkNotFoundError>;

/** A switch to a network the `networks` attribute lacks (SPEC §8). */
export const NetworkNotInSetupError = errorClass('NetworkNotInSetupError', 'NETWORK_NOT_IN_SETUP', MESSAGES.networkNotInSetup);
export type NetworkNotInSetupError = InstanceType<typeof NetworkNotInSetupError>;

/** A Solana-only call given another namespace's network (SPEC §8 'Chain is not supported'). */
export const NotSolanaNetworkError = errorClass('NotSolanaNetworkError', 'INVALID_NETWORK_ID', MESSAGES.chainNotSupported);
export type NotSolanaNetworkError = InstanceType<typeof NotSolanaNetworkError>;

/** SPEC §8 'Token Balance Unavailable': the node's balance reply could not be read. */
export const BalanceUnavailableError = errorClass('BalanceUnavailableError', 'BALANCE_UNAVAILABLE', MESSAGES.tokenBalanceUnavailable);
export type BalanceUnavailableError = InstanceType<typeof BalanceUnavailableError>;
