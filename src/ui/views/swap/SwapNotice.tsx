/** The Swap views' states without a form: SPEC §8's unsupported network, or a service that cannot answer (with Retry). */
import { GAS_PRICE_NETWORK_UNSUPPORTED, SWAP_NETWORK_UNSUPPORTED } from '../../../constants';
import { SWAP_MESSAGES } from '../../../swap-messages';

/** SPEC §8: both sentences, as the reference shows them for a network outside its swap list. */
export function SwapUnsupported() {
  return (
    <div className="wm-center" role="alert" data-testid="wm-swap-unsupported">
      <p className="wm-title">{SWAP_NETWORK_UNSUPPORTED}</p>
      <p className="wm-muted">{GAS_PRICE_NETWORK_UNSUPPORTED}</p>
    </div>
  );
}

export function SwapUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="wm-center" data-testid="wm-swap-unavailable">
      <p className="wm-error-text" role="alert">
        {SWAP_MESSAGES.serviceUnavailable}
      </p>
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-swap-retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function SwapLoading({ label }: { label: string }) {
  return (
    <div className="wm-center" aria-busy="true">
      <span className="wm-spinner" role="status" aria-label={label} />
    </div>
  );
}
