import { useState } from 'react';
import { useI18n } from '../i18n';

/** Copies `text` to the clipboard, says so for a moment (and to screen readers), and stays quiet when the page may not write it. */
export function CopyButton({
  text,
  label,
  testId = 'wm-copy',
  statusTestId = 'wm-copied',
}: {
  text: string;
  label?: string;
  testId?: string;
  statusTestId?: string;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const name = copied ? t('common.copied') : (label ?? t('common.copyAddress'));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className="wm-button wm-button--icon" aria-label={name} title={name} data-testid={testId} onClick={() => void copy()}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" />
          ) : (
            <path d="M5.5 5.5V3.5a1 1 0 011-1h6a1 1 0 011 1v6a1 1 0 01-1 1h-2M3.5 5.5h6a1 1 0 011 1v6a1 1 0 01-1 1h-6a1 1 0 01-1-1v-6a1 1 0 011-1z" />
          )}
        </svg>
      </button>
      <span className={copied ? 'wm-copied' : 'wm-visually-hidden'} role="status" data-testid={statusTestId}>
        {copied ? t('common.copied') : ''}
      </span>
    </>
  );
}
