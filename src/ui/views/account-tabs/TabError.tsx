/** A tab whose data the service could not give: what is missing, and Try again. */
import { useI18n } from '../../i18n';

export function TabError({ message, testId, onRetry }: { message: string; testId: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="wm-center" data-testid={testId}>
      <p className="wm-error-text">{message}</p>
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-tab-retry" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
