import { memo } from 'react';
import type { WalletListing } from '../../services/catalogue/listing';
import { CatalogueWalletIcon } from './CatalogueWalletIcon';

/** One catalogue wallet in the grid: a real button, its name as text, 'Installed' when announced here. */
export const WalletTile = memo(function WalletTile({ wallet, onSelect }: { wallet: WalletListing; onSelect: (wallet: WalletListing) => void }) {
  return (
    <li className="wm-aw-cell">
      <button type="button" className="wm-aw-tile" data-testid={`wm-wallet-${wallet.id}`} onClick={() => onSelect(wallet)} title={wallet.name}>
        <CatalogueWalletIcon name={wallet.name} url={wallet.image_url} />
        <span className="wm-aw-name">{wallet.name}</span>
        {wallet.installed && <span className="wm-tag wm-aw-installed">Installed</span>}
      </button>
    </li>
  );
});
