/** What the Buy views share: the data service, the default purchase (the active network's native currency) and the options. */
import { useEffect, useEffectEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { onrampFormAtom, onrampOptionsAtom, type OnrampOptions, type Purchase } from '../../../state/onramp';
import { loadOnrampOptions } from '../../../client/actions/onramp-options';
import { formatCents, parseFiatCents } from '../../../client/onramp';
import { useClient } from '../../client-context';
import { numberFormat } from '../../format';
import { useI18n } from '../../i18n';
import { optionsAtom } from '../../../state/options';

/** The chosen purchase, or the native currency of the account's network. */
export function usePurchase(): Purchase | undefined {
  const form = useAtomValue(onrampFormAtom);
  const account = useAtomValue(activeAccountAtom);
  const { networks } = useAtomValue(optionsAtom);
  if (form.purchase) return form.purchase;
  if (account.status !== 'connected') return undefined;
  const network = networks.find((n) => n.caipNetworkId === account.caipNetworkId);
  if (!network) return undefined;
  const { symbol, name, decimals } = network.nativeCurrency;
  return { symbol, name, decimals, chainId: network.caipNetworkId, networkName: network.name };
}

/** The options, loaded once per modal (the service's, or SPEC §8's sample when it fails). */
export function useOnrampOptions(): OnrampOptions | null {
  const options = useAtomValue(onrampOptionsAtom);
  const client = useClient();
  const { apiUrl } = useAtomValue(optionsAtom);
  const purchase = usePurchase();
  // The action asks and writes onrampOptionsAtom: the view only reads it.
  // Asked again when the network or the service changes, not for every new purchase object (made on each render).
  const ask = useEffectEvent((_service: string | undefined) => {
    if (!options && purchase) void loadOnrampOptions(client, { fallback: purchase });
  });
  const chainId = purchase?.chainId;
  useEffect(() => {
    if (!options && chainId) ask(apiUrl);
  }, [options, chainId, apiUrl]);
  return options;
}

/** A fiat decimal string ('7500.00') in the locale's digits and separators, 2 decimals (SPEC §9); other text as it is. */
export function fiatText(text: string, intl: string): string {
  const cents = parseFiatCents(text);
  return cents === undefined ? text : numberFormat(intl, 2, 2).format(formatCents(cents) as unknown as number);
}

export function SampleNotice({ shown }: { shown: boolean | undefined }) {
  const { t } = useI18n();
  return shown ? (
    <p className="wm-muted" role="status" data-testid="wm-onramp-sample">
      {t('onramp.sample')}
    </p>
  ) : null;
}
