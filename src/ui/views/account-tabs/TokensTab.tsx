/**
 * The Tokens tab: each token's icon, name, symbol, amount and fiat value, and the total in fiat. Rows and total follow
 * one rule (shownFiat): 0.00 on the chains the data service lists as testnets or does not list (SPEC §9), the total
 * being the sum of what the rows show. When the service fails: 'Token Balance Unavailable' (SPEC §8) and Try again, above
 * whatever balances are still known.
 */
import { useAtomValue } from 'jotai/react';
import { NUMBER_FORMAT_DECIMALS } from '../../../constants';
import { activeAccountAtom, type Amount, type TokenBalance } from '../../../state/account';
import { dataChainsAtom, tokensStatusAtom } from '../../../state/account-data';
import { optionsAtom } from '../../../state/options';
import { useClient } from '../../client-context';
import { ImageOrInitials } from '../../components/ImageOrInitials';
import { tokenImageUrl } from '../../components/service-image';
import { serviceOrigin } from '../../components/service-origin';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useImagePrefetch } from '../../components/use-image-prefetch';
import { formatAmount } from '../../format';
import { useI18n } from '../../i18n';
import { formatFiat, shownFiat, sumAmounts } from './format';
import { TabError } from './TabError';
import * as MESSAGES from '../../../messages';

/**
 * The service's image first (the token's logo, fetched and checked by the service, or its drawn disc), so the visitor's
 * browser calls no logo host; the logo's own URL only without a service; then its initials.
 */
const imageUrls = (apiUrl: string | undefined, token: TokenBalance) => [tokenImageUrl(apiUrl, token), token.iconUrl];

function TokenRow({ token, fiat, apiUrl, intl }: { token: TokenBalance; fiat: Amount; apiUrl: string | undefined; intl: string }) {
  return (
    <li className="wm-row" data-testid="wm-token-row">
      <ImageOrInitials className="wm-token-icon" urls={imageUrls(apiUrl, token)} label={token.symbol} origin={serviceOrigin(apiUrl)} />
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
          {formatFiat(fiat, intl)}
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
  const { apiUrl } = useAtomValue(optionsAtom);
  // The rows' images load ahead as soon as the balances are here (SPEC §9's prefetch).
  useImagePrefetch(account.status === 'connected' ? account.tokenBalance.map((token) => imageUrls(apiUrl, token)) : [], serviceOrigin(apiUrl));
  if (account.status !== 'connected') return null;
  // The data service holds the prices, so its configuration says which chains have them (SPEC §9's testnets and
  // unsupported chains: listed as a testnet, or not listed).
  const chain = chains?.find((c) => c.id === account.caipNetworkId);
  const priced = Boolean(chain && !chain.testnet);
  const tokens = account.tokenBalance;
  const fiats = tokens.map((token) => shownFiat(token.value, priced));
  const total = sumAmounts(fiats);
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
          {tokens.map((token, i) => (
            <TokenRow key={`${token.chainId}:${token.address ?? token.symbol}`} token={token} fiat={fiats[i]!} apiUrl={apiUrl} intl={intl} />
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
