import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { buildDeepLink, shouldAwaitPairing } from '../../chains/deep-links';
import { isMobile } from '../../client/actions/open';
import { rememberDeepLinkChoice } from '../../client/deep-link-choice';
import { WALLETCONNECT_CONNECTOR_ID } from '../../constants';
import type { WalletListing } from '../../state/catalogue';
import { connectAttemptAtom } from '../../state/connection';
import { RelayUnreachableError } from '../../errors/rpc';
import { pairingConnectorAtom, walletConnectPairingAtom } from '../../state/walletconnect';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { CatalogueWalletIcon } from './CatalogueWalletIcon';
import { QrCode } from './QrCode';
import { WalletIcon } from './WalletIcon';

function isTelegram(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown; Telegram?: { WebApp?: unknown } };
  return w.TelegramWebviewProxy !== undefined || w.Telegram?.WebApp !== undefined;
}

/** The link that opens this wallet with the URI: its app on a phone, its desktop or web app otherwise. */
function walletLink(wallet: WalletListing | undefined, uri: string, mobile: boolean): { href: string; sameTab: boolean } | undefined {
  if (!wallet) return undefined;
  const candidates: [string | undefined, boolean][] = mobile
    ? [[wallet.mobile_link, true]]
    : [
        [wallet.desktop_link, true],
        [wallet.webapp_link, false],
      ];
  for (const [link, sameTab] of candidates) {
    const href = link ? buildDeepLink(link, uri, window.location.origin) : undefined;
    if (href) return { href, sameTab };
  }
  return undefined;
}

/**
 * The WalletConnect QR of the attempt in flight (a fresh URI replaces an expiring one, see the
 * connector), 'Copy link', the wallet's link, and the rejected / failed states with a retry.
 */
export function WalletConnectPairing({ wallet, walletId }: { wallet: WalletListing | undefined; walletId: string | undefined }) {
  const client = useClient();
  const { t, message } = useI18n();
  const pairing = useAtomValue(walletConnectPairingAtom);
  const attempt = useAtomValue(connectAttemptAtom);
  const [copied, setCopied] = useState(false);
  const mobile = isMobile(window);
  const name = wallet?.name ?? 'WalletConnect';
  // The WalletConnect mark is the pairing connector's own image, read from the state like any connector's.
  const pairer = useAtomValue(pairingConnectorAtom);
  const walletConnectIcon = pairer?.imageUrl;
  const pairerAttempt = attempt && pairer && attempt.connectorId === pairer.id ? attempt : undefined;
  const status = pairerAttempt ? pairerAttempt.status : 'waiting';
  const uri = status === 'waiting' ? pairing?.uri : undefined;
  const link = uri ? walletLink(wallet, uri, mobile) : undefined;
  const retry = () => client.connect(WALLETCONNECT_CONNECTOR_ID, walletId ? { walletId } : {}).catch(() => undefined);

  // On a phone the wallet opens by itself once the URI exists, except where only a tap may open
  // it (Telegram, iOS Safari: SPEC §4 awaits the pairing and the person taps 'Open').
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!mobile || !link || !uri || opened.current === uri) return;
    if (shouldAwaitPairing({ userAgent: navigator.userAgent, isTelegram: isTelegram() })) return;
    opened.current = uri;
    if (wallet?.mobile_link) rememberDeepLinkChoice({ name, href: wallet.mobile_link });
    window.location.href = link.href;
  }, [mobile, link, uri, wallet, name]);

  const open = () => {
    if (!link) return;
    if (mobile && wallet?.mobile_link) rememberDeepLinkChoice({ name, href: wallet.mobile_link });
    if (link.sameTab) window.location.href = link.href;
    else window.open(link.href, '_blank', 'noopener,noreferrer');
  };

  const copy = async () => {
    if (!uri) return;
    try {
      await navigator.clipboard.writeText(uri);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };

  const failure = pairerAttempt && 'error' in pairerAttempt ? pairerAttempt.error : undefined;
  if (status === 'error' && failure?.code === 'RELAY_UNREACHABLE') {
    // No QR can be made without the relay: say which relay, and offer a fresh attempt.
    return (
      <div className="wm-center" data-testid="wm-relay-error" role="alert">
        <WalletIcon name={name} url={walletConnectIcon} large />
        <p className="wm-error-text">{message(failure.shortMessage)}</p>
        <p className="wm-muted" data-testid="wm-relay-host" dir="ltr">
          {failure instanceof RelayUnreachableError ? failure.relayHost : failure.details}
        </p>
        <p className="wm-muted">{t('connect.relayHint')}</p>
        <button type="button" className="wm-button" data-testid="wm-retry" onClick={retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  if (status === 'rejected' || status === 'error') {
    return (
      <div className="wm-center" data-testid={status === 'rejected' ? 'wm-connect-rejected' : 'wm-connect-error'} role="alert">
        {wallet ? <CatalogueWalletIcon name={name} url={wallet.image_url} large /> : <WalletIcon name={name} url={walletConnectIcon} large />}
        <p className="wm-error-text">{t(status === 'rejected' ? 'connect.declined' : 'connect.failed')}</p>
        <p className="wm-muted">
          {status === 'rejected' ? t('connect.rejectedHint') : attempt && 'error' in attempt ? message(attempt.error.shortMessage) : ''}
        </p>
        <button type="button" className="wm-button" data-testid="wm-retry" onClick={retry}>
          {t('connect.retryQr')}
        </button>
      </div>
    );
  }

  return (
    <div className="wm-center" data-testid="wm-connect-waiting" aria-busy={uri ? undefined : 'true'}>
      {uri ? (
        <QrCode value={uri} label={t('connect.qrLabel', { name })} testId="wm-wc-qr" />
      ) : (
        <span className="wm-spinner" role="status" aria-label={t('connect.preparingQr')} />
      )}
      <p>
        {wallet ? <CatalogueWalletIcon name={name} url={wallet.image_url} /> : <WalletIcon name={name} url={walletConnectIcon} />}{' '}
        {t(mobile && link ? 'connect.continueIn' : 'connect.scanWith', { name })}
      </p>
      <p className="wm-muted">{t(status === 'success' ? 'common.connected' : 'connect.waitingApproval')}</p>
      {link && (
        <button type="button" className="wm-button" data-testid="wm-wc-open" onClick={open}>
          {t('connect.open', { name })}
        </button>
      )}
      <button type="button" className="wm-button" data-testid="wm-wc-copy" onClick={copy} disabled={!uri}>
        {t(copied ? 'common.copied' : 'common.copyLink')}
      </button>
    </div>
  );
}
