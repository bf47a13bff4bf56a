/**
 * SPEC view SwapSelectToken (a swap view of SPEC §2): the network's swap tokens with the account's balance of each;
 * choosing one sets that side of the swap (the other side gives way when it is the same token) and goes back.
 */
import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai/react';
import type { RouteOf } from '../../../state/routes';
import { swapFormAtom } from '../../../state/swap';
import { NATIVE_TOKEN_ADDRESS } from '../../../client/swap';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { formatTokenAmount } from './format';
import { SwapTokenImage, useSwapTokenPrefetch } from './token-image';
import { SwapLoading, SwapUnavailable, SwapUnsupported } from './SwapNotice';
import { useBalanceOf, useSwapAccount, useSwapTokens } from './use-swap';

export default function SwapSelectToken({ route }: { route: RouteOf<'SwapSelectToken'> }) {
  const client = useClient();
  const account = useSwapAccount();
  const { tokens, retry } = useSwapTokens();
  const [form, setForm] = useAtom(swapFormAtom);
  const balanceOf = useBalanceOf();
  const first = useRef<HTMLButtonElement>(null);
  const { t, intl } = useI18n();
  const list = tokens && 'tokens' in tokens ? tokens.tokens : undefined;
  const listed = list !== undefined;
  useSwapTokenPrefetch(list);
  // The first token takes the focus once the list is drawn.
  useEffect(() => {
    if (listed) first.current?.focus();
  }, [listed]);

  if (!account) return <SwapUnsupported />;
  if (!tokens) return <SwapLoading label={t('swap.loadingTokens')} />;
  if (!list) return (tokens as { error: { code?: unknown } }).error.code === 'SWAP_UNSUPPORTED' ? <SwapUnsupported /> : <SwapUnavailable onRetry={retry} />;

  const current = form[route.target];
  const other = route.target === 'from' ? 'to' : 'from';
  return (
    <div className="wm-body">
      <ul className="wm-list" aria-label={route.target === 'from' ? t('swap.tokenToPay') : t('swap.tokenToReceive')}>
        {list.map((token, i) => {
          const balance = balanceOf(token);
          return (
            <li key={token.id}>
              <button
                ref={i === 0 ? first : undefined}
                type="button"
                className="wm-list-item"
                aria-current={current?.id === token.id}
                data-testid={`wm-swap-token-${token.symbol}`}
                onClick={() => {
                  const swapped = form[other]?.id === token.id ? { [other]: current } : {};
                  setForm({ ...form, [route.target]: token, ...swapped });
                  client.goBack();
                }}
              >
                <SwapTokenImage token={token} />
                <span className="wm-list-item__name">
                  {token.name} ({token.symbol})
                </span>
                <span className="wm-muted">
                  {balance === undefined ? (token.address === NATIVE_TOKEN_ADDRESS ? t('swap.native') : '') : formatTokenAmount(balance, token.decimals, intl)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
