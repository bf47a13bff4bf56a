/** What the Buy views share: the purchase (the active network's native currency unless chosen) and the options. */
import { useAtomValue } from 'jotai/react';
import { onrampOptionsAtom, purchaseAtom, type OnrampOptions, type Purchase } from '../../../state/onramp';
import { formatCents, parseFiatCents } from '../../../client/onramp';
import { numberFormat } from '../../format';
import { useI18n } from '../../i18n';

/** The chosen purchase, or the native currency of the account's network. */
export const usePurchase = (): Purchase | undefined => useAtomValue(purchaseAtom);

/** The options, which the client asks for once per modal (the service's, or SPEC §8's sample when it fails). */
export const useOnrampOptions = (): OnrampOptions | null => useAtomValue(onrampOptionsAtom);

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
