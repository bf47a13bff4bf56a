/** SPEC view OnRampTokenSelect: the currencies the provider sells on the account's namespace; choosing one goes back. */
import { useAtom, useAtomValue } from 'jotai/react';
import { activeNamespaceAtom } from '../../../state/account';
import { onrampFormAtom } from '../../../state/onramp';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { PurchaseImage, usePurchasePrefetch } from './images';
import { SampleNotice, useOnrampOptions, usePurchase } from './use-onramp';

export default function OnRampTokenSelect(_props: { route: RouteOf<'OnRampTokenSelect'> }) {
  const client = useClient();
  const { t } = useI18n();
  const options = useOnrampOptions();
  const namespace = useAtomValue(activeNamespaceAtom);
  const current = usePurchase();
  const [form, setForm] = useAtom(onrampFormAtom);
  const choices = (options?.purchaseCurrencies ?? []).flatMap((c) =>
    c.networks
      .filter((n) => n.chainId.startsWith(`${namespace}:`))
      .map((n) => ({ symbol: c.symbol, name: c.name, decimals: c.decimals, chainId: n.chainId, networkName: n.displayName })),
  );
  usePurchasePrefetch(choices);
  return (
    <div className="wm-body">
      <SampleNotice shown={options?.sample} />
      {choices.length === 0 ? (
        <p className="wm-muted">{t(options ? 'onramp.nothing' : 'common.loadingEllipsis')}</p>
      ) : (
        <ul className="wm-list">
          {choices.map((c) => (
            <li key={`${c.chainId}:${c.symbol}`}>
              <button
                type="button"
                className="wm-list-item"
                aria-current={current?.chainId === c.chainId && current.symbol === c.symbol}
                data-testid={`wm-onramp-token-${c.symbol}-${c.chainId}`}
                onClick={() => {
                  setForm({ ...form, purchase: c });
                  client.goBack();
                }}
              >
                <PurchaseImage purchase={c} />
                <span className="wm-list-item__name">
                  {c.name} ({c.symbol})
                </span>
                <span className="wm-muted">{c.networkName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
