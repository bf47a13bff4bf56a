import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MODAL_CSS } from '../theme/modal-styles';
import { adoptStyles } from '../theme/styles';
import { useI18n } from '../i18n';
import { focusFirstIn, trapTab } from './focus-trap';

type DialogProps = {
  title: string;
  zIndex: number;
  canGoBack: boolean;
  /** SPEC §4: Close is disabled while sign-in is required and no session exists (Escape and the backdrop do nothing then either: onClose refuses). */
  closeDisabled?: boolean;
  /** Drawn ahead of the open (App.tsx): not shown, and it neither takes focus nor handles keys until it is. */
  hidden?: boolean;
  onBack(): void;
  onClose(): void;
  children: ReactNode;
};

/** WAI-ARIA modal dialog: labelled by its title, focus moved in and trapped, Escape closes. */
export function Dialog({ title, zIndex, canGoBack, closeDisabled = false, hidden = false, onBack, onClose, children }: DialogProps) {
  const { t } = useI18n();
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The modal's styles arrive with its code; adopt them before the first paint.
  useLayoutEffect(() => {
    const root = cardRef.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, MODAL_CSS);
  }, []);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || hidden) return;
    const root = card.getRootNode() as ShadowRoot | Document;
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      if (key.key === 'Escape') {
        // A part of the view that took this Escape for itself (a list it opened) marked it handled. React listens on
        // the same shadow root, ahead of us, so its stopPropagation cannot keep the Escape from reaching us.
        if (key.defaultPrevented) return;
        key.preventDefault();
        onCloseRef.current();
      } else if (key.key === 'Tab') {
        trapTab(key, card);
      }
    };
    root.addEventListener('keydown', onKeyDown);
    // A view swap can drop focus to the page's body for a frame before it is put back (below): an Escape pressed
    // then reaches the document, not the dialog, and must still close it. Only from the body: an Escape from
    // inside the shadow root reaches the document too, retargeted to the host, and was handled above.
    const doc = card.ownerDocument;
    const onPageKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target !== doc.body && event.target !== doc.documentElement)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    if (root !== doc) doc.addEventListener('keydown', onPageKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('keydown', onPageKeyDown);
    };
  }, [hidden]);

  // Keep focus inside: on open, and whenever the content changes under it (a view swap removes or
  // hides the focused button; lazily loaded views arrive later).
  useEffect(() => {
    const card = cardRef.current;
    if (!card || hidden) return;
    const root = card.getRootNode() as ShadowRoot | Document;
    const keepFocusInside = () => {
      const active = root.activeElement;
      if (active && active !== card && card.contains(active)) return;
      const body = card.querySelector<HTMLElement>('.wm-body');
      if ((body && focusFirstIn(body)) || focusFirstIn(card)) return;
      card.focus({ preventScroll: true });
    };
    // The browser's focus fixup for a removed element runs at the next rendering step, so check again then.
    const onMutation = () => {
      keepFocusInside();
      requestAnimationFrame(keepFocusInside);
    };
    keepFocusInside();
    const observer = new MutationObserver(onMutation);
    observer.observe(card, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'disabled'] });
    return () => observer.disconnect();
  }, [hidden]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a pointer shortcut for Close; keyboards have Escape and the Close button.
    <div className="wm-overlay" style={{ zIndex, display: hidden ? 'none' : undefined }} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={cardRef} className="wm-card" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="wm-dialog">
        <div className="wm-header">
          {canGoBack ? (
            <button type="button" className="wm-button wm-button--icon wm-back" aria-label={t('common.back')} data-testid="wm-back" onClick={onBack}>
              ←
            </button>
          ) : (
            <span />
          )}
          <h2 className="wm-title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="wm-button wm-button--icon"
            aria-label={t('common.close')}
            data-testid="wm-close"
            disabled={closeDisabled}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="wm-body">{children}</div>
      </div>
    </div>
  );
}
