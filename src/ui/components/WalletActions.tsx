import { useAtomValue } from 'jotai/react';
import type { ChainNamespace } from '../../chains/namespaces';
import { WALLET_FEATURE_ORDER, type Features, type WalletFeature } from '../../constants';
import type { MessageKey } from '../../i18n/translate';
import { activeNamespaceAtom } from '../../state/account';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { useFeatures } from '../use-features';

/**
 * The actions this build has a view for. `namespaces`: where the action can work at all (swaps are EVM pools; an EVM
 * network without them says so in the Swap view, SPEC §8).
 */
const ACTION_VIEWS: {
  readonly [F in WalletFeature]?: {
    view: 'WalletReceive' | 'OnRampFiatSelect' | 'Swap' | 'WalletSend';
    label: MessageKey;
    namespaces?: readonly ChainNamespace[];
  };
} = {
  onramp: { view: 'OnRampFiatSelect', label: 'title.buy' },
  swaps: { view: 'Swap', label: 'title.swap', namespaces: ['eip155'] },
  receive: { view: 'WalletReceive', label: 'title.receive' },
  send: { view: 'WalletSend', label: 'title.send' },
};

/**
 * The Account view's action buttons: SPEC §9's wallet feature order, leaving out features that are off, have no
 * view, or that the namespace cannot do.
 */
export function walletActions(features: Readonly<Features>, namespace?: ChainNamespace) {
  return WALLET_FEATURE_ORDER.flatMap((feature) => {
    const action = ACTION_VIEWS[feature];
    if (!features[feature] || !action) return [];
    if (namespace && action.namespaces && !action.namespaces.includes(namespace)) return [];
    return [{ feature, view: action.view, label: action.label }];
  });
}

export function WalletActions() {
  const client = useClient();
  const { t } = useI18n();
  const actions = walletActions(useFeatures(), useAtomValue(activeNamespaceAtom));
  if (actions.length === 0) return null;
  return (
    <div className="wm-actions" role="group" aria-label={t('account.actions')}>
      {actions.map((action) => (
        <button
          key={action.feature}
          type="button"
          className="wm-button wm-button--secondary"
          data-testid={`wm-action-${action.feature}`}
          onClick={() => client.push({ view: action.view })}
        >
          {t(action.label)}
        </button>
      ))}
    </div>
  );
}
