/**
 * The Tokens tab: each token's icon, name, symbol, amount and fiat value, and the total in fiat. The total is
 * 0.00 on testnets and on chains the data service has no prices for (SPEC §9); each token still shows the value the
 * service gave it (a token without a price shows 0.00). When the service fails: 'Token Balance Unavailable' (SPEC §8)
 * and Try again, above whatever balances are still known.
 */
import { useAtomValue } from 'jotai/react';
import { NUMBER_FORMAT_DECIMALS } from '../../../constants';
import { activeAccountAtom, type TokenBalance } from '../../../state/account';
import { dataChainsAtom, tokensStatusAtom } from '../../../state/account-data';
import { optionsAtom } from '../../../state/options';
import { useClient } from '../../client-context';
import { safeImageUrl } from '../../components/image-url';
import { serviceOrigin } from '../../components/service-origin';
import { SkeletonRows } from '../../components/SkeletonRows';
import { formatAmount } from '../../format';
import { useI18n } from '../../i18n';
import { formatFiat, sumAmounts } from './format';
import { TabError } from './TabError';
import * as MESSAGES from '../../../messages';

const ZERO = { value: 0n, decimals: 2 };

function TokenRow({ token, origin, intl }: { token: TokenBalance; origin: string | undefined; intl: string }) {
  const icon = safeImageUrl(token.iconUrl, undefined, origin);
  return (
    <li className="wm-row" data-testid="wm-token-row">
      {icon ? <img className="wm-token-icon" src={icon} alt="" /> : <span className="wm-token-icon" aria-hidden="true" />}
      <span className="wm-row__main">
        <span data-testid="wm-token-name">{token.name}</span>
        <span className="wm-muted" data-testid="wm-token-symbol">
          {token.symbol}
        </span>
      </span>
      <span className="wm-row__end">
        <span data-testid="wm-token-amount" dir="ltr">
          {formatAmount(token.quantity, NUMBER_FORMAT_DECIMALS, intl)}
        </span>
        <span className="wm-muted" data-testid="wm-token-value" dir="ltr">
          {formatFiat(token.value ?? ZERO, intl)}
        </span>
      </span>
    </li>
  );
}

export default function TokensTab() {
  const client = useClient();
  const { t, message, intl } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const chains = useAtomValue(dataChainsAtom);
  const status = useAtomValue(tokensStatusAtom);
  const { networks, apiUrl } = useAtomValue(optionsAtom);
  if (account.status !== 'connected') return null;
  const network = networks.find((n) => n.caipNetworkId === account.caipNetworkId);
  const chain = chains?.find((c) => c.id === account.caipNetworkId);
  const priced = Boolean(chain && !chain.testnet && network && !network.testnet);
  const tokens = account.tokenBalance;
  const total = priced ? sumAmounts(tokens.flatMap((t) => (t.value ? [t.value] : []))) : ZERO;
  const loading = status.key === account.caipAddress && status.status === 'loading';
  const failed = status.key === account.caipAddress && status.status === 'error';
  return (
    <>
      {failed && (
        <TabError message={message(MESSAGES.tokenBalanceUnavailable)} testId="wm-tokens-error" onRetry={() => void client.refreshBalance(undefined, true)} />
      )}
      {!(failed && tokens.length === 0) && (
        <p className="wm-total" data-testid="wm-total" dir="ltr">
          {formatFiat(total, intl)}
        </p>
      )}
      {tokens.length > 0 ? (
        <ul className="wm-list" aria-label={t('common.tokens')}>
          {tokens.map((token) => (
            <TokenRow key={`${token.chainId}:${token.address ?? token.symbol}`} token={token} origin={serviceOrigin(apiUrl)} intl={intl} />
          ))}
        </ul>
      ) : loading ? (
        <SkeletonRows label={t('tokens.loading')} />
      ) : failed ? null : (
        <p className="wm-muted wm-center" data-testid="wm-tokens-empty">
          {t('tokens.empty')}
        </p>
      )}
    </>
  );
}
