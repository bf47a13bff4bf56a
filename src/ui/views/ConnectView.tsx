import { memo, useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { WALLETCONNECT_CONNECTOR_ID, type LegalLinks } from '../../constants';
import type { WalletListing } from '../../state/catalogue';
import { catalogueAtom, connectListAtom } from '../../state/catalogue';
import { connectMethodOrderAtom, connectorListAtom, type Connector } from '../../state/connector-list';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { tNodes } from '../i18n-nodes';
import { useFeatures } from '../use-features';
import { CatalogueWalletIcon } from '../components/CatalogueWalletIcon';
import { NamespaceSwitcher } from '../components/NamespaceSwitcher';
import { WalletIcon } from '../components/WalletIcon';
import { whenIdle } from '../idle';
import { EmailLoginForm } from './embedded/EmailLoginForm';
import { prefetchLoginViews, useLoginMethods } from './embedded/login-methods';
import { SocialButtons } from './embedded/SocialButtons';

// The rows are memoised on what they show: the view re-renders when it is shown or the catalogue's count arrives, and
// the list's entries are new objects on every change of the store, so an unchanged row skips its render.
const ConnectorRow = memo(function ConnectorRow({ connector, recent }: { connector: Connector; recent: boolean }) {
  const client = useClient();
  const { t } = useI18n();
  return (
    <li>
      <button
        type="button"
        className="wm-list-item"
        data-testid={`wm-connector-${connector.id}`}
        onClick={() => client.connect(connector.id).catch(() => undefined)}
      >
        <WalletIcon name={connector.name} url={connector.imageUrl} />
        <span className="wm-list-item__name">{connector.name}</span>
        {recent && <span className="wm-tag">{t('common.recent')}</span>}
        {connector.installed && <span className="wm-tag">{t('common.installed')}</span>}
      </button>
    </li>
  );
});

const CatalogueRow = memo(function CatalogueRow({ wallet, group }: { wallet: WalletListing; group: string }) {
  const client = useClient();
  return (
    <li>
      <button
        type="button"
        className="wm-list-item"
        data-testid={`wm-recommended-${wallet.id}`}
        data-group={group}
        onClick={() => client.connect(WALLETCONNECT_CONNECTOR_ID, { walletId: wallet.id }).catch(() => undefined)}
      >
        <CatalogueWalletIcon name={wallet.name} url={wallet.image_url} />
        <span className="wm-list-item__name">{wallet.name}</span>
      </button>
    </li>
  );
});

/** SPEC §9's legal checkbox: consent to the site's terms (with its links when the site gave them) before any connection. */
function LegalConsent({ links, agreed, onChange, id }: { links: LegalLinks; agreed: boolean; onChange: (agreed: boolean) => void; id: string }) {
  const { t } = useI18n();
  const link = (url: string | undefined, key: 'connect.legalTerms' | 'connect.legalPrivacy') =>
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t(key)}
      </a>
    ) : (
      t(key)
    );
  return (
    <div className="wm-legal">
      <label className="wm-legal__label">
        <input type="checkbox" data-testid="wm-legal-checkbox" checked={agreed} onChange={(e) => onChange(e.currentTarget.checked)} />
        <span>
          {tNodes(t, 'connect.legal', { terms: link(links.termsUrl, 'connect.legalTerms'), privacy: link(links.privacyUrl, 'connect.legalPrivacy') })}
        </span>
      </label>
      {!agreed && (
        <p className="wm-muted" id={id} data-testid="wm-legal-hint">
          {t('connect.legalHint')}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC §2's connect methods in its order (email, social, wallet; wallet first when a browser wallet is installed),
 * each only when offered: email and social login with `frame-url` and their features. The wallets are those found in
 * this browser and 4 of the catalogue in SPEC §2 order (recent ones, at most 2, ahead of other installed ones;
 * featured catalogue wallets before custom and external connectors; recommended ones last), then 'All wallets'.
 * The client asks for the catalogue's first page once the view shows (client/view-loads/catalogue.ts).
 * SPEC §9's features: `allWallets` off drops the All wallets entry; `collapseWallets`, where a login is offered, puts
 * the wallets behind one button; `legalCheckbox` holds every way in until the visitor agrees.
 */
export default function ConnectView(_props: { route: RouteOf<'Connect'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const items = useAtomValue(connectorListAtom);
  const methods = useAtomValue(connectMethodOrderAtom);
  const catalogue = useAtomValue(catalogueAtom);
  const entries = useAtomValue(connectListAtom);
  const logins = useLoginMethods();
  const offersLogin = logins.email || logins.socials.length > 0;
  // The login views' code, fetched when idle while they are offered (their actions' chunk comes with the showing:
  // client/view-loads/login.ts).
  useEffect(() => (offersLogin ? whenIdle(prefetchLoginViews) : undefined), [offersLogin]);
  const sections = methods.filter((method) => (method === 'email' ? logins.email : method === 'social' ? logins.socials.length > 0 : true));
  const features = useFeatures();
  const [agreed, setAgreed] = useState(false);
  const [walletsShown, showWallets] = useState(false);
  const hintId = useId();
  const wallets = useRef<HTMLUListElement>(null);
  // Once the wallets are shown on request, the first one takes the focus the button had.
  useEffect(() => {
    if (walletsShown) wallets.current?.querySelector('button')?.focus();
  }, [walletsShown]);
  const waiting = features.legalCheckbox !== false && !agreed;
  const collapsed = features.collapseWallets && offersLogin && !walletsShown;
  return (
    <>
      <NamespaceSwitcher />
      {features.legalCheckbox !== false && <LegalConsent links={features.legalCheckbox} agreed={agreed} onChange={setAgreed} id={hintId} />}
      <fieldset className="wm-fieldset" disabled={waiting} aria-describedby={waiting ? hintId : undefined} data-testid="wm-connect-methods">
        {sections.map((method) =>
          method === 'email' ? (
            <EmailLoginForm key={method} />
          ) : method === 'social' ? (
            <SocialButtons key={method} providers={logins.socials} />
          ) : collapsed ? (
            <button key={method} type="button" className="wm-list-item" data-testid="wm-show-wallets" onClick={() => showWallets(true)}>
              <span className="wm-icon wm-letter" aria-hidden="true">
                ⋯
              </span>
              <span className="wm-list-item__name">{t('connect.continueWithWallet')}</span>
            </button>
          ) : (
            <ul key={method} ref={wallets} className="wm-list" aria-label={t('common.wallets')}>
              {entries.map((entry) =>
                entry.kind === 'connector' ? (
                  <ConnectorRow key={entry.connector.id} connector={entry.connector} recent={entry.group === 'recent'} />
                ) : (
                  <CatalogueRow key={`catalogue-${entry.wallet.id}`} wallet={entry.wallet} group={entry.group} />
                ),
              )}
              {features.allWallets && (
                <li>
                  <button type="button" className="wm-list-item" data-testid="wm-all-wallets" onClick={() => client.push({ view: 'AllWallets' })}>
                    <span className="wm-icon wm-letter" aria-hidden="true">
                      ⋯
                    </span>
                    <span className="wm-list-item__name">{t('connect.allWallets')}</span>
                    {catalogue.count > 0 && (
                      <span className="wm-tag">
                        {new Intl.NumberFormat(
                          intl,
                          catalogue.count > 999 ? ({ notation: 'compact', maximumFractionDigits: 0, roundingMode: 'floor' } as Intl.NumberFormatOptions) : {},
                        ).format(catalogue.count)}
                        {catalogue.count > 999 ? '+' : ''}
                      </span>
                    )}
                  </button>
                </li>
              )}
            </ul>
          ),
        )}
      </fieldset>
      {items.length === 0 && (
        <div className="wm-center" data-testid="wm-no-wallets">
          <p>{t('connect.noWallet')}</p>
          <p className="wm-muted">{t('connect.noWalletHint')}</p>
        </div>
      )}
    </>
  );
}
