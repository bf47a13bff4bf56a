import { useAtomValue } from 'jotai/react';
import { optionsAtom } from '../../state/options';
import { toastsAtom } from '../../state/toasts';
import { useClient } from '../client-context';

/** SPEC §4 toasts: loading, success, error; announced politely to screen readers. */
export function Toasts() {
  const client = useClient();
  const toasts = useAtomValue(toastsAtom);
  const { zIndex } = useAtomValue(optionsAtom);
  return (
    <div className="wm-toasts" aria-live="polite" role="status" style={{ zIndex }}>
      {toasts.map((toast) => (
        <div key={toast.id} className="wm-toast" data-variant={toast.variant} data-testid="wm-toast">
          {toast.variant === 'loading' && <span className="wm-spinner" aria-hidden="true" />}
          <span>{toast.message}</span>
          <button type="button" className="wm-button wm-button--icon" aria-label="Dismiss" data-testid="wm-toast-dismiss" onClick={() => client.dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
