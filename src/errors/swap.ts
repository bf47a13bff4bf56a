/** Failures of a swap. Only the lazily loaded Swap code throws these. */
import { gasPriceUnsupported as GAS_PRICE_NETWORK_UNSUPPORTED, swapsUnsupported as SWAP_NETWORK_UNSUPPORTED } from '../messages';
import { WalletModalError, errorClass } from './base';
import * as MESSAGES from '../messages';

/** No `api-url`, so no swaps. */
export const SwapServiceUnavailableError = errorClass('SwapServiceUnavailableError', 'UNKNOWN', MESSAGES.swapServiceUnavailable);
export type SwapServiceUnavailableError = InstanceType<typeof SwapServiceUnavailableError>;

/** The data service built a transaction that does not do what the form says: it is not sent. */
export const SwapTransactionMismatchError = errorClass('SwapTransactionMismatchError', 'SWAP_REFUSED', MESSAGES.swapBadTransaction);
export type SwapTransactionMismatchError = InstanceType<typeof SwapTransactionMismatchError>;

/** A refusal of the service (400): SPEC §8's two network messages keep their words; `field` says what was refused. */
export class SwapRefusedError extends WalletModalError {
  override name = 'SwapRefusedError';
  readonly field: string | undefined;
  constructor(message: string, field: string | undefined) {
    const code =
      message === SWAP_NETWORK_UNSUPPORTED ? 'SWAP_UNSUPPORTED' : message === GAS_PRICE_NETWORK_UNSUPPORTED ? 'GAS_PRICE_UNSUPPORTED' : 'SWAP_REFUSED';
    super(code, code === 'SWAP_REFUSED' ? MESSAGES.invalidInput : message, { details: message });
    this.field = field;
  }
}
