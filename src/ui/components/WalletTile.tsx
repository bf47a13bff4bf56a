import { memo } from 'react';
import type { WalletListing } from '../../state/catalogue';
import { CatalogueWalletIcon } from './CatalogueWalletIcon';
import { useI18n } from '../i18n';
import { WalletIcon } from './WalletIcon';

/**
 * One catalogue wallet in the grid: a real button, its name as text, 'Installed' when announced here.
 * `showImage` is false while the tile is far from view: it draws its letter, the same markup the catalogue icon shows
 * until its image loads, without that icon's store subscription and URL checks (a hundred results render at once).
 */
export const WalletTile = memo(function WalletTile({
  wallet,
  onSelect,
  showImage = true,
}: {
  wallet: WalletListing;
  onSelect: (wallet: WalletListing) => void;
  showImage?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div role="listitem" className="wm-aw-cell">
      <button type="button" className="wm-aw-tile" data-testid={`wm-wallet-${wallet.id}`} onClick={() => onSelect(wallet)} title={wallet.name}>
        {showImage ? <CatalogueWalletIcon name={wallet.name} url={wallet.image_url} /> : <WalletIcon name={wallet.name} url={undefined} />}
        <span className="wm-aw-name">{wallet.name}</span>
        {wallet.installed && <span className="wm-tag wm-aw-installed">{t('common.installed')}</span>}
      </button>
    </div>
  );
});
