/**
 * SPEC view Swap: two tokens and an amount, with a live quote (debounced) showing the price impact, the minimum
 * received after SPEC §9's 1% slippage and the network fee. Review leads to SwapPreview. A network without swaps
 * shows SPEC §8's two sentences; a data service that cannot answer says so, with Try again; nothing spins forever
 * (every call ends within the data service's timeout).
 */
import { useId } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { showingAtom } from '../../../state/showing';
import type { RouteOf } from '../../../state/routes';
import { swapFormAtom, swapPairAtom, swapPlanAtom, swapQuoteAtom, swapReviewAtom, type SwapQuoteState } from '../../../state/swap';
import { formatBps, NATIVE_TOKEN_ADDRESS, PLAN_SLIPPAGE_BPS as DEFAULT_SLIPPAGE } from '../../../client/swap';
import { amountInputText } from '../../../validate/amount';
import { AmountField } from '../../components/AmountField';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import { formatTokenAmount } from './format';
import { SwapTokenImage } from './token-image';
import { SwapLoading, SwapUnavailable, SwapUnsupported } from './SwapNotice';
import { useBalanceOf, useSwapAccount, useSwapTokens } from './use-swap';

/** From this price impact on (5%), it is shown as a warning: the trade is large for the pool. */
const HIGH_IMPACT_BPS = 500n;

const isUnsupported = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SWAP_UNSUPPORTED' || code === 'GAS_PRICE_UNSUPPORTED';
};
/** A refusal keeps the service's reason (no pool, too small: its English words); anything else is a failed quote. */
const refusal = (error: unknown) => ((error as { code?: unknown }).code === 'SWAP_REFUSED' ? (error as { details?: string }).details : undefined);

export default function SwapView(_props: { route: RouteOf<'Swap'> }) {
  const client = useClient();
  const account = useSwapAccount();
  const { tokens, retry } = useSwapTokens();
  const [form, setForm] = useAtom(swapFormAtom);
  const setPlan = useSetAtom(swapPlanAtom);
  const setReview = useSetAtom(swapReviewAtom);
  const balanceOf = useBalanceOf();
  // The client asks for the live quote of the form as it changes (client/view-loads/swap.ts): this showing's answer
  // for this form is shown, no other.
  const { native, from, to, amount, key } = useAtomValue(swapPairAtom);
  const showing = useAtomValue(showingAtom);
  const asked = useAtomValue(swapQuoteAtom);
  const quote: SwapQuoteState = asked.status !== 'idle' && asked.owner === showing ? asked : { status: 'idle' };
  const { t, intl } = useI18n();
  const amountText = (value: bigint, decimals: number) => formatTokenAmount(value, decimals, intl);
  const id = useId();

  const nativeSymbol = native?.symbol ?? 'ETH';
  const balance = balanceOf(from);
  const tooMuch = amount !== undefined && balance !== undefined && amount > balance;

  if (!account) return <SwapUnsupported />;
  if (!tokens) return <SwapLoading label={t('swap.loadingTokens')} />;
  if ('error' in tokens) return isUnsupported(tokens.error) ? <SwapUnsupported /> : <SwapUnavailable onRetry={retry} />;
  if (quote.status === 'error' && isUnsupported(quote.error)) return <SwapUnsupported />;
  if (!from) return <p className="wm-muted wm-center">{t('swap.noTokens')}</p>;

  const ready = quote.status === 'ready' && quote.key === key ? quote.quote : undefined;
  const high = ready?.impactBps !== undefined && ready.impactBps >= HIGH_IMPACT_BPS;
  const problem =
    form.amount !== '' && amount === undefined ? t('swap.badAmount', { decimals: String(from.decimals) }) : tooMuch ? t('swap.msg.insufficientBalance') : '';
  const pick = (target: 'from' | 'to') => client.push({ view: 'SwapSelectToken', target });
  const flip = () => to && setForm({ from: to, to: from, amount: form.amount });

  return (
    <form
      className="wm-body"
      noValidate
      aria-label={t('title.swap')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || problem || !to) return;
        setForm({ from, to, amount: form.amount });
        setPlan(null);
        // A build that failed after SwapPreview was left is not this review's.
        setReview({ status: 'idle' });
        client.push({ view: 'SwapPreview', shownMinimum: ready.minimum });
      }}
    >
      <label htmlFor={`${id}-amount`} className="wm-section-title">
        {t('onramp.youPay')}
      </label>
      <div className="wm-row">
        <AmountField
          id={`${id}-amount`}
          className="wm-row__main"
          testId="wm-swap-amount"
          value={form.amount}
          invalid={Boolean(problem)}
          describedBy={`${id}-balance`}
          onChange={(amount) => setForm({ from, to, amount })}
        />
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-swap-from"
          aria-label={t('swap.payWith', { symbol: from.symbol })}
          onClick={() => pick('from')}
        >
          <SwapTokenImage token={from} size={20} /> {from.symbol}
        </button>
      </div>
      <p id={`${id}-balance`} className={problem ? 'wm-error-text' : 'wm-muted'} data-testid="wm-swap-balance">
        {problem ||
          (balance === undefined
            ? t('swap.balanceUnknown', { symbol: from.symbol })
            : tNodes(t, 'swap.balance', { amount: <bdi dir="ltr">{amountText(balance, from.decimals)}</bdi>, symbol: from.symbol }))}
        {!problem && balance !== undefined && balance > 0n && from.address !== NATIVE_TOKEN_ADDRESS && (
          <button
            type="button"
            className="wm-link"
            data-testid="wm-swap-max"
            onClick={() => setForm({ from, to, amount: amountInputText(balance, from.decimals, intl) })}
          >
            {' '}
            {t('swap.max')}
          </button>
        )}
      </p>
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-swap-flip" disabled={!to} onClick={flip} aria-label={t('swap.flip')}>
        ↑↓
      </button>
      <p id={`${id}-receive`} className="wm-section-title">
        {t('swap.youReceive')}
      </p>
      {/* Before a token is chosen the button's name is what it shows ('Select token', WCAG 2.5.3), described by 'You receive'. */}
      <div className="wm-row">
        <output className="wm-row__main wm-total" data-testid="wm-swap-to-amount" aria-live="polite">
          {ready && to ? amountText(ready.toAmount, to.decimals) : '—'}
        </output>
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-swap-to"
          aria-label={to ? t('swap.receiveWith', { symbol: to.symbol }) : undefined}
          aria-describedby={`${id}-receive`}
          onClick={() => pick('to')}
        >
          {to ? (
            <>
              <SwapTokenImage token={to} size={20} /> {to.symbol}
            </>
          ) : (
            t('title.selectToken')
          )}
        </button>
      </div>
      {quote.status === 'loading' && <SwapLoading label={t('swap.gettingQuote')} />}
      {quote.status === 'error' && (
        <p className="wm-error-text" role="alert" data-testid="wm-swap-quote-error">
          {refusal(quote.error) ? t('swap.noQuote', { reason: refusal(quote.error)! }) : t('swap.msg.quoteFailed')}
        </p>
      )}
      {ready && to && (
        <dl className="wm-list" data-testid="wm-swap-quote">
          <div className="wm-row">
            <dt className="wm-row__main wm-muted">{t('swap.priceImpact')}</dt>
            <dd className={`wm-row__end${high ? ' wm-error-text' : ''}`} data-testid="wm-swap-impact">
              {ready.impactBps === undefined ? '—' : ready.impactBps === 0n ? '< 0.01%' : formatBps(ready.impactBps)}
              {high && ` ${t('swap.high')}`}
            </dd>
          </div>
          <div className="wm-row">
            <dt className="wm-row__main wm-muted">{t('swap.minimum', { slippage: formatBps(DEFAULT_SLIPPAGE) })}</dt>
            <dd className="wm-row__end" data-testid="wm-swap-minimum">
              {amountText(ready.minimum, to.decimals)} {to.symbol}
            </dd>
          </div>
          <div className="wm-row">
            <dt className="wm-row__main wm-muted">{t('onramp.networkFee')}</dt>
            <dd className="wm-row__end" data-testid="wm-swap-fee">
              ≈ {amountText(ready.fee, 18)} {nativeSymbol}
            </dd>
          </div>
        </dl>
      )}
      <button type="submit" className="wm-button" data-testid="wm-swap-review" disabled={!ready || Boolean(problem)}>
        {to ? t('title.reviewSwap') : t('title.selectToken')}
      </button>
    </form>
  );
}
