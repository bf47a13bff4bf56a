/**
 * Send's form (issue 11 point 2): a token from the account's, an amount with Max (the native Max keeps the fee
 * back) and its fiat value, and a receiver, an address or a registered name. Review asks the client to check it
 * all against the chain (SPEC §5) and opens WalletSendPreview; a refusal shows here, in the spec's words.
 * A receiver that imitates an address of the account's history must be acknowledged first (address poisoning).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { findLookalike } from '../../../chains/send/lookalike';
import { NUMBER_FORMAT_DECIMALS } from '../../../constants';
import type { WalletModalError } from '../../../errors';
import { activeAccountAtom, activeNamespaceAtom } from '../../../state/account';
import { activityAtom } from '../../../state/account-data';
import { optionsAtom } from '../../../state/options';
import type { RouteOf } from '../../../state/routes';
import { sendFormAtom } from '../../../state/send-form';
import { sendReviewAtom } from '../../../state/send-review';
import { amountInputText, parseAmount } from '../../../validate/amount';
import { AmountField } from '../../components/AmountField';
import { ImageOrInitials } from '../../components/ImageOrInitials';
import { tokenImageUrl } from '../../components/service-image';
import { serviceOrigin } from '../../components/service-origin';
import { useImagePrefetch } from '../../components/use-image-prefetch';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import { formatAmount } from '../../format';
import { formatFiat } from '../account-tabs/format';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { fiatValue, sendChoices, type SendChoice } from './send-tokens';
import { SEND_CSS } from './send-styles';
import * as MESSAGES from '../../../messages';
import { fill } from '../../../messages/fill';

type Busy = false | 'max' | 'review';

const shortMessageOf = (error: unknown) => (error as Partial<WalletModalError>)?.shortMessage ?? MESSAGES.anErrorOccurred;

export default function WalletSend(_props: { route: RouteOf<'WalletSend'> }) {
  const client = useClient();
  const { t, message, intl } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const namespace = useAtomValue(activeNamespaceAtom);
  const { networks, apiUrl } = useAtomValue(optionsAtom);
  const activity = useAtomValue(activityAtom);
  const [form, setForm] = useAtom(sendFormAtom);
  const setReview = useSetAtom(sendReviewAtom);
  const [busy, setBusy] = useState<Busy>(false);
  const [problem, setProblem] = useState('');
  /** The receiver address the person confirmed despite the look-alike warning (a name's is known once resolved). */
  const [acknowledged, setAcknowledged] = useState<string | undefined>();
  const [resolved, setResolved] = useState<string | undefined>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptedStyles(formRef, SEND_CSS);
  const origin = serviceOrigin(apiUrl);
  const chainId = account.status === 'connected' ? account.caipNetworkId : undefined;
  const network = networks.find((n) => n.caipNetworkId === chainId);
  const choices = account.status === 'connected' ? sendChoices(account, network) : [];
  // The token's own icon, then the data service's (the native currency's is its network's), then its initials.
  const imageUrls = (c: SendChoice) => (chainId ? [tokenImageUrl(apiUrl, { chainId, address: c.tokenAddress }), c.iconUrl] : []);
  useImagePrefetch(choices.map(imageUrls), origin);

  if (account.status !== 'connected') return <p className="wm-muted wm-center">{t('common.notConnected')}</p>;
  if (namespace !== 'eip155' && namespace !== 'solana') {
    return (
      <p className="wm-error-text wm-center" role="alert" data-testid="wm-send-unsupported">
        {message(MESSAGES.unsupportedChain)}
      </p>
    );
  }

  const choice = choices.find((c) => c.tokenAddress === form.tokenAddress) ?? choices[0]!;
  const parsed = parseAmount(form.amount, choice.decimals, intl);
  const amount = 'value' in parsed ? parsed.value : undefined;
  const amountProblem = 'problem' in parsed ? parsed.problem : undefined;
  const amountHint = message(
    amountProblem === 'decimals'
      ? fill(MESSAGES.sendTooManyDecimals, { decimals: choice.decimals })
      : amountProblem === 'format'
        ? MESSAGES.sendEnterAmount
        : '',
  );

  const known =
    activity.key === account.caipAddress ? activity.transactions.flatMap((t) => [t.sentFrom, t.sentTo]).filter((a) => a && a !== account.address) : [];
  const receiverText = form.receiver.trim();
  const lookalike = findLookalike(namespace, resolved ?? receiverText, known);
  const flagged = resolved ?? receiverText;
  const needsAcknowledgement = lookalike !== undefined && acknowledged !== flagged;

  const update = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    setProblem('');
    if ('receiver' in change) setResolved(undefined);
  };

  const max = () => {
    setBusy('max');
    setProblem('');
    client.prepareSend({ tokenAddress: choice.tokenAddress, receiver: form.receiver, amount: 'max' }).then(
      (review) => {
        setForm({ ...form, amount: amountInputText(review.amount, review.token.decimals, intl) });
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(shortMessageOf(error));
        setBusy(false);
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || needsAcknowledgement) return;
    setBusy('review');
    setProblem('');
    client.prepareSend({ tokenAddress: choice.tokenAddress, receiver: form.receiver, amount: form.amount }).then(
      (review) => {
        setBusy(false);
        // A name resolved to a look-alike: the warning shows, and the person confirms before Review goes on.
        if (findLookalike(namespace, review.receiver, known) && acknowledged !== review.receiver) {
          setResolved(review.receiver);
          return;
        }
        setReview(review);
        client.push({ view: 'WalletSendPreview' });
      },
      (error: unknown) => {
        setProblem(shortMessageOf(error));
        setBusy(false);
      },
    );
  };

  return (
    <form ref={formRef} className="wm-body" noValidate onSubmit={submit} aria-busy={busy !== false}>
      <label htmlFor={`${id}-token`} className="wm-section-title">
        {t('send.token')}
      </label>
      {/* A native <select> draws no images in its options: the chosen token's image stands beside it. */}
      <div className="wm-send-token" data-testid="wm-send-token-row">
        <ImageOrInitials className="wm-token-icon" urls={imageUrls(choice)} label={choice.symbol} origin={origin} />
        <select
          id={`${id}-token`}
          className="wm-input"
          data-testid="wm-send-token"
          value={choice.key}
          onChange={(e) => update({ tokenAddress: choices.find((c) => c.key === e.target.value)?.tokenAddress, amount: '' })}
        >
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.symbol}
              {c.quantity ? ` (${formatAmount(c.quantity, NUMBER_FORMAT_DECIMALS, intl)})` : ''}
            </option>
          ))}
        </select>
      </div>

      <label htmlFor={`${id}-amount`} className="wm-section-title">
        {t('send.amount', { symbol: choice.symbol })}
      </label>
      <div className="wm-send-amount">
        <AmountField
          id={`${id}-amount`}
          testId="wm-send-amount"
          value={form.amount}
          invalid={amountHint !== ''}
          describedBy={`${id}-fiat`}
          onChange={(amount) => update({ amount })}
        />
        <button type="button" className="wm-button wm-button--secondary" data-testid="wm-send-max" disabled={busy !== false} onClick={max}>
          {t('send.max')}
        </button>
      </div>
      <p id={`${id}-fiat`} className={amountHint ? 'wm-error-text' : 'wm-muted'} data-testid="wm-send-fiat">
        {amountHint ||
          (choice.price
            ? t('send.fiat', { value: formatFiat(amount !== undefined ? fiatValue(amount, choice.decimals, choice.price) : { value: 0n, decimals: 2 }, intl) })
            : t('send.noPrice'))}
      </p>

      <label htmlFor={`${id}-receiver`} className="wm-section-title">
        {t('send.to')}
      </label>
      <input
        id={`${id}-receiver`}
        className="wm-input"
        data-testid="wm-send-receiver"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={260}
        placeholder={t(namespace === 'eip155' ? 'send.addressOrName' : 'send.solanaAddress')}
        value={form.receiver}
        aria-describedby={lookalike ? `${id}-lookalike` : undefined}
        onChange={(e) => update({ receiver: e.target.value })}
      />

      {lookalike && (
        <div className="wm-card" id={`${id}-lookalike`} data-testid="wm-send-lookalike">
          <p className="wm-error-text" role="alert">
            {message(fill(MESSAGES.sendLookalike, { known: lookalike }))}
          </p>
          <label className="wm-muted">
            <input
              type="checkbox"
              data-testid="wm-send-lookalike-ack"
              checked={acknowledged === flagged}
              onChange={(e) => setAcknowledged(e.target.checked ? flagged : undefined)}
            />{' '}
            {tNodes(t, 'send.lookalikeAck', { address: <bdi dir="ltr">{flagged}</bdi> })}
          </label>
        </div>
      )}

      <p className="wm-error-text" role="alert" data-testid="wm-send-error">
        {problem && message(problem)}
      </p>
      <button type="submit" className="wm-button" data-testid="wm-send-review" disabled={busy !== false || needsAcknowledgement}>
        {t(busy === 'review' ? 'send.checking' : 'send.review')}
      </button>
    </form>
  );
}
