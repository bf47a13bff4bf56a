import { WALLET_FEATURE_ORDER, type Features, type WalletFeature } from '../../constants';
import type { MessageKey } from '../../i18n/translate';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { useFeatures } from '../use-features';

/** The actions this build has a view for; swaps and send join here as their views land. */
const ACTION_VIEWS: { readonly [F in WalletFeature]?: { view: 'WalletReceive' | 'OnRampFiatSelect' | 'WalletSend'; label: MessageKey } } = {
  onramp: { view: 'OnRampFiatSelect', label: 'title.buy' },
  receive: { view: 'WalletReceive', label: 'title.receive' },
  send: { view: 'WalletSend', label: 'title.send' },
};

/** The Account view's action buttons: SPEC §9's wallet feature order, leaving out features that are off or have no view. */
export function walletActions(features: Readonly<Features>) {
  return WALLET_FEATURE_ORDER.flatMap((feature) => {
    const action = ACTION_VIEWS[feature];
    return features[feature] && action ? [{ feature, ...action }] : [];
  });
}

export function WalletActions() {
  const client = useClient();
  const { t } = useI18n();
  const actions = walletActions(useFeatures());
  if (actions.length === 0) return null;
  return (
    <div className="wm-actions" role="group" aria-label={t('account.actions')}>
      {actions.map((action) => (
        <button key={action.feature} type="button" className="wm-button wm-button--secondary" data-testid={`wm-action-${action.feature}`} onClick={() => client.push({ view: action.view })}>
          {t(action.label)}
        </button>
      ))}
    </div>
  );
}
