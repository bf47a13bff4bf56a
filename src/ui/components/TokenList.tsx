import { NUMBER_FORMAT_DECIMALS } from '../../constants';
import type { TokenBalance } from '../../state/account';
import { formatAmount } from '../format';
import { useI18n } from '../i18n';

/** The account's token balances (SPL on Solana), in base units formatted here; nothing when there are none. */
export function TokenList({ tokens }: { tokens: readonly TokenBalance[] }) {
  const { t, intl } = useI18n();
  if (tokens.length === 0) return null;
  return (
    <>
      <p className="wm-section-title">{t('common.tokens')}</p>
      <ul className="wm-list" aria-label={t('common.tokens')}>
        {tokens.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? token.symbol}`}
            className="wm-list-item wm-token"
            data-testid={`wm-token-${token.address ?? token.symbol}`}
          >
            <span className="wm-list-item__name" title={token.address}>
              {token.symbol}
            </span>
            <span data-testid="wm-token-amount" dir="ltr">
              {formatAmount(token.quantity, NUMBER_FORMAT_DECIMALS, intl)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
