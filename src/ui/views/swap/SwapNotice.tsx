/** The Swap views' states without a form: SPEC §8's unsupported network, or a service that cannot answer (with Retry). */
import { ENGLISH } from '../../../i18n/english';
import type { MessageKey } from '../../../i18n/translate';
import { useI18n, type I18n } from '../../i18n';
import * as MESSAGES from '../../../messages';

/** SPEC §8: both sentences, as the reference shows them for a network outside its swap list. */
export function SwapUnsupported() {
  const { message } = useI18n();
  return (
    <div className="wm-center" role="alert" data-testid="wm-swap-unsupported">
      <p className="wm-title">{message(MESSAGES.swapsUnsupported)}</p>
      <p className="wm-muted">{message(MESSAGES.gasPriceUnsupported)}</p>
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

/** A Swap message (messages/index.ts, keys `swap.msg.*`) in the active language; any other English text through SPEC §8's catalogue. */
export function swapText({ t, message }: Pick<I18n, 't' | 'message'>, text: string): string {
  const key = Object.keys(ENGLISH).find((k) => k.startsWith('swap.msg.') && ENGLISH[k] === text);
  return key ? t(key as MessageKey) : message(text);
}
