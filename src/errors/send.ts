/**
 * Failures of a send: the Send form's refusals (SPEC §5's words where it has them, ours where it does not) and a
 * Solana send the node refused. Only the lazily loaded Send code throws these.
 */
import { WalletModalError, errorClass, type WalletModalErrorCode, type WalletModalErrorOptions } from './base';
import { templateErrorClass } from './template';
import * as MESSAGES from '../messages';

/** SPEC §8 'Unsupported chain': the active network cannot send (no namespace of ours, or no RPC URL). */
export const UnsupportedChainError = errorClass('UnsupportedChainError', 'ACTION_NOT_ALLOWED', MESSAGES.unsupportedChain);
/** SPEC §5: a Solana send with no amount or receiver. */
export const InvalidAmountAndReceiverError = errorClass('InvalidAmountAndReceiverError', 'INVALID_INPUT', MESSAGES.sendInvalidAmountAndReceiver);
/** SPEC §5: the native balance is zero or below the network fee (not for smart accounts). */
export const InsufficientGasError = errorClass('InsufficientGasError', 'INSUFFICIENT_GAS', MESSAGES.insufficientGas);
export const AmountRequiredError = errorClass('AmountRequiredError', 'INVALID_INPUT', MESSAGES.sendEnterAmount);
export const TooManyDecimalsError = templateErrorClass('TooManyDecimalsError', 'INVALID_INPUT', MESSAGES.sendTooManyDecimals);
export const InsufficientBalanceError = templateErrorClass('InsufficientBalanceError', 'INSUFFICIENT_FUNDS', MESSAGES.sendInsufficientBalance);
export const InsufficientForTotalError = templateErrorClass('InsufficientForTotalError', 'INSUFFICIENT_FUNDS', MESSAGES.sendInsufficientForTotal);
export const ReceiverRequiredError = errorClass('ReceiverRequiredError', 'INVALID_INPUT', MESSAGES.sendEnterReceiver);
export const InvalidEvmAddressError = errorClass('InvalidEvmAddressError', 'INVALID_INPUT', MESSAGES.sendInvalidEvmAddress);
export const BadChecksumError = errorClass('BadChecksumError', 'INVALID_INPUT', MESSAGES.sendBadChecksum);
export const NameNotFoundError = templateErrorClass('NameNotFoundError', 'NAME_NOT_FOUND', MESSAGES.sendNameNotFound);
export const NamesNeedServiceError = errorClass('NamesNeedServiceError', 'INVALID_INPUT', MESSAGES.sendNamesNeedService);
/** A new Solana account's rent-exempt minimum ({amount} SOL). */
export const RentExemptError = templateErrorClass('RentExemptError', 'INVALID_INPUT', MESSAGES.sendRentExempt);
/** What the sender must keep for rent ({amount} SOL). */
export const KeepRentError = templateErrorClass('KeepRentError', 'INVALID_INPUT', MESSAGES.sendKeepRent);
/** A Solana token send from an account that holds none of the token. */
export const NoTokenAccountError = errorClass('NoTokenAccountError', 'INSUFFICIENT_FUNDS', MESSAGES.invalidInput);

/**
 * SPEC §8 'Failed to send transaction. Please try again.' (Solana): the node refused the send, or there is no node.
 * Keeps the code of the failure under it (NETWORK_NOT_FOUND, a NODE_ code…), so a page tells them apart.
 */
export class SolanaSendFailedError extends WalletModalError {
  override name = 'SolanaSendFailedError';
  constructor(code: WalletModalErrorCode, options?: WalletModalErrorOptions) {
    super(code, MESSAGES.solanaSendFailed, options);
  }
}
