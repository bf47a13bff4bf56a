import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { CaipNetworkId } from '../../chains/caip';
import { connectableNetworks } from '../../client/networks';
import { optionsAtom } from '../../state/options';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { NetworkImage } from './NetworkImage';
import { networkImageUrl } from './service-image';
import { serviceOrigin } from './service-origin';
import { useImagePrefetch } from './use-image-prefetch';
import * as MESSAGES from '../../messages';

/**
 * The setup's networks this build can connect (none of a namespace without an adapter); choosing one asks the wallet
 * to switch. `autoFocus`: the current network takes the focus, for a list opened on request.
 */
export function NetworkList({ current, autoFocus = false }: { current: CaipNetworkId | undefined; autoFocus?: boolean }) {
  const client = useClient();
  const { t, message } = useI18n();
  const options = useAtomValue(optionsAtom);
  const networks = connectableNetworks(options);
  useImagePrefetch(
    networks.map((n) => [networkImageUrl(options.apiUrl, n.caipNetworkId)]),
    serviceOrigin(options.apiUrl),
  );
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<CaipNetworkId>();
  const choose = async (id: CaipNetworkId) => {
    setError(undefined);
    setPending(id);
    try {
      await client.switchNetwork(id);
    } catch (thrown) {
      setError((thrown as { shortMessage?: string }).shortMessage ?? MESSAGES.anErrorOccurred);
    } finally {
      setPending(undefined);
    }
  };
  return (
    <>
      <ul className="wm-list" aria-label={t('common.networks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="wm-list-item"
              aria-current={network.caipNetworkId === current}
              // biome-ignore lint/a11y/noAutofocus: the list opens because the person asked for it; focus goes where they will choose.
              autoFocus={autoFocus && network.caipNetworkId === current}
              disabled={pending !== undefined}
              data-testid={`wm-network-${network.caipNetworkId}`}
              onClick={() => void choose(network.caipNetworkId)}
            >
              <NetworkImage className="wm-token-icon" apiUrl={options.apiUrl} caipNetworkId={network.caipNetworkId} label={network.name} />
              <span className="wm-list-item__name">{network.name}</span>
              {pending === network.caipNetworkId && <span className="wm-spinner" role="status" aria-label={t('common.switching')} />}
              {network.caipNetworkId === current && <span className="wm-tag">{t('common.current')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="wm-error-text" role="alert">
          {message(error)}
        </p>
      )}
    </>
  );
}
