/** SPEC view SIWXSignMessage: the site's name and domain, the statement, Sign and Cancel; a refusal shows here. */
import { useAtomValue } from 'jotai/react';
import { optionsAtom } from '../../state/options';
import { siwxSetupAtom } from '../../state/siwx';
import { signInText, siwxAttemptAtom } from '../../state/siwx-view';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import * as MESSAGES from '../../messages';

export default function SIWXSignMessageView() {
  const client = useClient();
  const { t, message } = useI18n();
  const attempt = useAtomValue(siwxAttemptAtom);
  const options = useAtomValue(optionsAtom);
  const required = options.signIn === 'required';
  // The statement is the signed message's own text: shown as the wallet will show it, not translated.
  const text = signInText(options, useAtomValue(siwxSetupAtom), location);
  return (
    <div className="wm-center" data-testid="wm-siwx">
      <p className="wm-title" data-testid="wm-siwx-site">
        {text.name}
      </p>
      <p className="wm-muted" data-testid="wm-siwx-domain">
        {text.domain}
      </p>
      <p data-testid="wm-siwx-statement">{text.statement}</p>
      {attempt.status === 'declined' && (
        <div role="alert" data-testid="wm-siwx-declined">
          <p className="wm-error-text">{message(MESSAGES.signatureDeclined)}</p>
          {attempt.smartAccount && <p className="wm-muted">{message(MESSAGES.smartAccountsUnsupported)}</p>}
        </div>
      )}
      {attempt.status === 'error' && (
        <div role="alert" data-testid="wm-siwx-error">
          <p className="wm-error-text">{t('siwx.failed')}</p>
          <p className="wm-muted">{attempt.message}</p>
        </div>
      )}
      {required && <p className="wm-muted">{t('siwx.required')}</p>}
      <div className="wm-actions">
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-siwx-cancel"
          onClick={() => void client.signIn('cancel').catch((e) => client.reportError(e))}
        >
          {t('siwx.cancel')}
        </button>
        <button type="button" className="wm-button" data-testid="wm-siwx-sign" onClick={() => void client.signIn('sign').catch((e) => client.reportError(e))}>
          {t('siwx.sign')}
        </button>
      </div>
    </div>
  );
}
