import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../state/account';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { NetworkList } from '../components/NetworkList';

/** The wallet sits on a network the site does not list: offer the ones it does. */
export default function UnsupportedChainView(_props: { route: RouteOf<'UnsupportedChain'> }) {
  const client = useClient();
  const { t } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  return (
    <>
      <p className="wm-muted" data-testid="wm-unsupported">
        {t('unsupported.hint')}
      </p>
      <NetworkList current={account.status === 'connected' ? account.caipNetworkId : undefined} />
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-disconnect" onClick={() => client.disconnect().catch(() => undefined)}>
        {t('common.disconnect')}
      </button>
    </>
  );
}
