/** The toasts themselves and their styles: a chunk fetched with the first toast (Toasts.tsx keeps the live region). */
import type { RefObject } from 'react';
import { TOAST_SHAKE_MS } from '../../constants';
import type { Toast } from '../../state/toasts';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { SPINNER_CSS } from '../theme/spinner-styles';
import { useAdoptedStyles } from '../theme/use-adopted-styles';

const TOAST_CSS = `
.wm-toast {
  display: flex; align-items: center; gap: 8px; padding: 8px 12px; border-radius: 999px; background: var(--_wm-bg);
  border: 1px solid var(--_wm-border); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15); animation: wm-fade var(--_wm-duration-fast) ease-out;
}
.wm-toast[data-variant='error'] { color: var(--_wm-error); animation: wm-shake ${TOAST_SHAKE_MS}ms ease-in-out; }
.wm-toast[data-variant='success'] { color: var(--_wm-success); }
@keyframes wm-shake { 0%, 100% { transform: translateX(0); } 25% { transform: translateX(-4px); } 75% { transform: translateX(4px); } }
${SPINNER_CSS}`;

export default function ToastList({ toasts, region }: { toasts: readonly Toast[]; region: RefObject<HTMLDivElement | null> }) {
  const client = useClient();
  const { t, message } = useI18n();
  useAdoptedStyles(region, TOAST_CSS);
  return toasts.map((toast) => (
    <div key={toast.id} className="wm-toast" data-variant={toast.variant} data-testid="wm-toast">
      {toast.variant === 'loading' && <span className="wm-spinner" aria-hidden="true" />}
      <span>{message(toast.message)}</span>
      <button
        type="button"
        className="wm-button wm-button--icon"
        aria-label={t('common.dismiss')}
        data-testid="wm-toast-dismiss"
        onClick={() => client.dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  ));
}
