/**
 * Catches a lazily loaded part that will not load (offline, a CDN error, or a chunk the browser refused because its
 * Subresource Integrity digest did not match) and shows why, with *Try again*, instead of a spinner forever or,
 * with no boundary at all, React unmounting the whole element (the trigger button included).
 */
import { Component, useRef, type ReactNode } from 'react';
import type { WalletModalClient } from '../../client/types';
import { type WalletModalError, LoadFailedError, UnknownError } from '../../errors';
import { ClientContext } from '../client-context';
import { useFirstScriptText } from '../first-script-text';
import { forgetFailedLoads } from '../preloadable';
import { useAdoptedStyles } from '../theme/use-adopted-styles';

/** How each engine words a failed `import()` (Chromium, Firefox, Safari); anything else is a bug in a view. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** The error a boundary reports through `wm-error`: LOAD_FAILED for a chunk, else what any failure becomes. */
function loadErrorOf(error: unknown): WalletModalError {
  if (isChunkLoadError(error)) return new LoadFailedError({ cause: error });
  return new UnknownError({ cause: error });
}

// Its own small sheet: outside the dialog (the modal's chunk itself failed) the modal's styles never arrived.
const LOAD_ERROR_CSS = `
.wm-load-error { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 0; }
.wm-load-error p { margin: 0; }
.wm-load-error__title { color: var(--_wm-error); font-weight: 600; }
.wm-load-error__hint { color: var(--_wm-muted); }
.wm-load-error__actions { display: flex; gap: 8px; }
.wm-load-error--floating {
  position: fixed; inset: 0; margin: auto; height: fit-content; width: min(360px, calc(100vw - 32px));
  padding: 16px; border-radius: var(--_wm-radius); background: var(--_wm-bg); color: var(--_wm-fg);
  border: 1px solid var(--_wm-border); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.2); font-family: var(--_wm-font);
}
`;

type NoticeProps = { error: WalletModalError; floating: boolean; onRetry(): void; onClose: (() => void) | undefined };

function LoadErrorNotice({ error, floating, onRetry, onClose }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useFirstScriptText();
  useAdoptedStyles(ref, LOAD_ERROR_CSS);
  const chunk = error.code === 'LOAD_FAILED';
  return (
    <div ref={ref} className={`wm-load-error${floating ? ' wm-load-error--floating' : ''}`} role="alert" data-testid="wm-load-error" data-code={error.code}>
      <p className="wm-load-error__title">{t(chunk ? 'msg.loadFailed' : 'msg.anErrorOccurred')}</p>
      <p className="wm-load-error__hint">{t(chunk ? 'load.checkConnection' : 'load.reload')}</p>
      <div className="wm-load-error__actions">
        <button type="button" className="wm-button" data-testid="wm-load-retry" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
        {onClose && (
          <button type="button" className="wm-button wm-button--secondary" data-testid="wm-load-close" onClick={onClose}>
            {t('common.close')}
          </button>
        )}
      </div>
    </div>
  );
}

type Props = {
  children: ReactNode;
  /** Outside the dialog: the notice floats on its own and offers Close (which closes the modal). */
  standalone?: boolean;
};
type State = { error: WalletModalError | undefined; attempt: number };

/** Error boundaries are still class components in React 19. */
export class LoadErrorBoundary extends Component<Props, State> {
  static override contextType = ClientContext;
  declare context: WalletModalClient | null;
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: loadErrorOf(error) };
  }

  override componentDidCatch(): void {
    if (this.state.error) this.context?.reportError(this.state.error);
  }

  // A new attempt remounts the children: a loader that forgets a failed import fetches again (Chromium does refetch).
  #retry = () => {
    forgetFailedLoads();
    this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }));
  };
  #close = () => this.context?.close();

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <ChildrenOf key={attempt}>{this.props.children}</ChildrenOf>;
    return (
      <LoadErrorNotice
        error={error}
        floating={Boolean(this.props.standalone)}
        onRetry={this.#retry}
        onClose={this.props.standalone ? this.#close : undefined}
      />
    );
  }
}

/** A keyed wrapper, so a retry gives the children a fresh subtree. */
function ChildrenOf({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
