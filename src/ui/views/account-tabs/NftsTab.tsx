/**
 * The NFTs tab: a grid of image, name and collection; spam is hidden (client/actions/nfts.ts). When the service fails:
 * "Failed to fetch NFTs" (nfts.unavailable) and Try again (SPEC §8 names no message for NFTs; the history failure's toast shows as well).
 * The client loads them while the tab shows (client/view-loads/account.ts).
 */
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { nftsAtom } from '../../../state/account-data';
import { optionsAtom } from '../../../state/options';
import { useClient } from '../../client-context';
import { safeImageUrl } from '../../components/image-url';
import { serviceOrigin } from '../../components/service-origin';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useI18n } from '../../i18n';
import { TabError } from './TabError';

export default function NftsTab() {
  const client = useClient();
  const { t } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const nfts = useAtomValue(nftsAtom);
  const { apiUrl } = useAtomValue(optionsAtom);
  const key = account.status === 'connected' ? account.caipAddress : undefined;
  if (!key) return null;
  if (nfts.key !== key || nfts.status === 'loading' || nfts.status === 'idle') return <SkeletonRows label={t('nfts.loading')} count={2} />;
  // loadNfts reads again after an error.
  if (nfts.status === 'error') return <TabError message={t('nfts.unavailable')} testId="wm-nfts-error" onRetry={() => void client.loadNfts()} />;
  if (nfts.items.length === 0)
    return (
      <p className="wm-muted wm-center" data-testid="wm-nfts-empty">
        {t('nfts.empty')}
      </p>
    );
  const origin = serviceOrigin(apiUrl);
  return (
    <ul className="wm-nft-grid wm-list" aria-label={t('tabs.nfts')}>
      {nfts.items.map((nft) => {
        const image = safeImageUrl(nft.imageUrl, undefined, origin);
        return (
          <li key={nft.id} className="wm-nft" data-testid="wm-nft">
            {image ? <img src={image} alt="" loading="lazy" /> : <span className="wm-nft__placeholder" aria-hidden="true" />}
            <span data-testid="wm-nft-name">{nft.name}</span>
            <span className="wm-muted" data-testid="wm-nft-collection">
              {nft.collection}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
