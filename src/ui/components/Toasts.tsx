import { useAtomValue } from 'jotai/react';
import { toastsAtom } from '../../state/toasts';
import { useClient } from '../client-context';

/** SPEC §4 toasts: loading, success, error; announced politely to screen readers. */
export function Toasts() {
  const client = useClient();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="wm-toasts" aria-live="polite" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className="wm-toast" data-variant={toast.variant} data-testid="wm-toast">
          {toast.variant === 'loading' && <span className="wm-spinner" aria-hidden="true" />}
          <span>{toast.message}</span>
          <button type="button" className="wm-button wm-button--icon" aria-label="Dismiss" onClick={() => client.dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
