/** The Swap views' states without a form: SPEC §8's unsupported network, or a service that cannot answer (with Retry). */
import { GAS_PRICE_NETWORK_UNSUPPORTED, SWAP_NETWORK_UNSUPPORTED } from '../../../constants';
import { SWAP_MESSAGES } from '../../../messages/swap';
import type { MessageKey } from '../../../i18n/translate';
import { useI18n, type I18n } from '../../i18n';

/** SPEC §8: both sentences, as the reference shows them for a network outside its swap list. */
export function SwapUnsupported() {
  const { message } = useI18n();
  return (
    <div className="wm-center" role="alert" data-testid="wm-swap-unsupported">
      <p className="wm-title">{message(SWAP_NETWORK_UNSUPPORTED)}</p>
      <p className="wm-muted">{message(GAS_PRICE_NETWORK_UNSUPPORTED)}</p>
    </div>
  );
}

export function SwapUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="wm-center" data-testid="wm-swap-unavailable">
      <p className="wm-error-text" role="alert">
        {t('swap.msg.serviceUnavailable')}
      </p>
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-swap-retry" onClick={onRetry}>
        {t('common.tryAgain')}
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

/** A Swap message (swap-messages.ts) in the active language; any other English text through SPEC §8's catalogue. */
export function swapText({ t, message }: Pick<I18n, 't' | 'message'>, text: string): string {
  const name = (Object.keys(SWAP_MESSAGES) as (keyof typeof SWAP_MESSAGES)[]).find((k) => SWAP_MESSAGES[k] === text);
  return name ? t(`swap.msg.${name}` as MessageKey) : message(text);
}
